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
