import Dispatch

extension Array where Element: Sendable {
    /// Maps every element on all cores, keeping the order of the results.
    public func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let count = self.count
        if count < 2 { return map(transform) }
        var results = [Result?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = ResultSlots(buffer: buffer)
            self.withUnsafeBufferPointer { input in
                let elements = ElementSlots(buffer: input)
                DispatchQueue.concurrentPerform(iterations: count) { index in
                    slots.buffer[index] = transform(elements.buffer[index])
                }
            }
        }
        return results.map { $0! }
    }
}

/// Output slots that concurrent workers fill, each index by exactly one worker.
private struct ResultSlots<Result>: @unchecked Sendable {
    public let buffer: UnsafeMutableBufferPointer<Result?>
}

/// Input elements, read-only while workers run.
private struct ElementSlots<Element>: @unchecked Sendable {
    public let buffer: UnsafeBufferPointer<Element>
}

/// Runs `first` and `second` at the same time, on two cores when there are two, and returns both results.
public func inParallel<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
    var a: A?, b: B?
    withoutActuallyEscaping(first) { first in
        withoutActuallyEscaping(second) { second in
            withUnsafeMutablePointer(to: &a) { a in
                withUnsafeMutablePointer(to: &b) { b in
                    let work = PairOfWork(first: first, second: second, a: a, b: b)
                    DispatchQueue.concurrentPerform(iterations: 2) { index in
                        if index == 0 { work.a.pointee = work.first() } else { work.b.pointee = work.second() }
                    }
                }
            }
        }
    }
    return (a!, b!)
}

/// Two pieces of work and the slots of their results, each used by exactly one worker.
private struct PairOfWork<A, B>: @unchecked Sendable {
    let first: () -> A
    let second: () -> B
    let a: UnsafeMutablePointer<A?>
    let b: UnsafeMutablePointer<B?>
}
