/// Axis ticks a person reads easily: steps of 1, 2, 2.5 or 5 times a power of ten.
public struct NiceScale: Sendable, Equatable {
    public var lower: Double
    public var upper: Double
    public var step: Double

    /// A scale covering `minimum...maximum` with about `targetTicks` ticks.
    ///
    /// - Parameter includeZero: stretch the range to zero (bars start at zero).
    public init(minimum: Double, maximum: Double, targetTicks: Int = 5, includeZero: Bool = false) {
        // Callers check their data; a value no axis can show still gets one rather than a crash or an endless loop.
        var low = minimum.isFinite ? minimum : 0, high = maximum.isFinite ? maximum : 0
        if includeZero {
            low = Swift.min(low, 0)
            high = Swift.max(high, 0)
        }
        if low == high {
            let pad = low == 0 ? 1 : abs(low) * 0.1
            low -= includeZero && low >= 0 ? 0 : pad
            high += pad
        }
        let rough = (high - low) / Double(Swift.max(targetTicks - 1, 1))
        let magnitude = pow10(Int((rough.magnitude).log10Floor))
        let step = [1, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= rough * 0.999_999 } ?? 10 * magnitude
        self.step = step
        // The small tolerance keeps 0.0012 / 0.0002 = 5.999… from pulling the axis down a whole step.
        lower = (low / step + 1e-9).rounded(.down) * step
        upper = (high / step - 1e-9).rounded(.up) * step
        if lower == upper { upper = lower + step }
    }

    /// The tick values from `lower` to `upper`.
    public var ticks: [Double] {
        let count = Int(((upper - lower) / step).rounded()) + 1
        return (0..<count).map { index in
            let value = lower + Double(index) * step
            // Snap away floating-point noise such as 0.30000000000000004.
            let digits = Swift.max(0, -Int(step.log10Floor) + 2)
            return (value * pow10(digits)).rounded() / pow10(digits)
        }
    }

    /// How many decimals the tick labels need so that every tick reads differently.
    public var decimals: Int {
        var decimals = 0
        while decimals < 10
            && ticks.contains(where: { abs(($0 * pow10(decimals)).rounded() - $0 * pow10(decimals)) > 1e-6 })
        {
            decimals += 1
        }
        return decimals
    }
}

extension Double {
    /// ⌊log10(self)⌋ for positive values, without Foundation.
    var log10Floor: Double {
        guard self > 0, isFinite else { return 0 }
        var exponent = 0.0
        var value = self
        while value >= 10 { value /= 10; exponent += 1 }
        while value < 1 { value *= 10; exponent -= 1 }
        return exponent
    }
}
