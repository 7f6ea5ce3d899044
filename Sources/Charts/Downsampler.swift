/// Thins a long series to what a chart can show, keeping its shape.
public enum Downsampler {
    /// Keeps, for each of `buckets` equal runs of points, the lowest and the highest (in their order), plus the very
    /// first and last points. The minimum and maximum of the whole series always survive.
    public static func minMax<Point>(_ points: [Point], buckets: Int, value: (Point) -> Double) -> [Point] {
        guard buckets > 0, points.count > buckets * 2 + 2 else { return points }
        var kept: [Point] = [points[0]]
        let size = Double(points.count - 2) / Double(buckets)
        for bucket in 0..<buckets {
            let start = 1 + Int(Double(bucket) * size)
            let end = min(points.count - 1, 1 + Int(Double(bucket + 1) * size))
            guard start < end else { continue }
            var low = start, high = start
            for index in start..<end {
                if value(points[index]) < value(points[low]) { low = index }
                if value(points[index]) > value(points[high]) { high = index }
            }
            kept.append(points[min(low, high)])
            if low != high { kept.append(points[max(low, high)]) }
        }
        kept.append(points[points.count - 1])
        return kept
    }
}
