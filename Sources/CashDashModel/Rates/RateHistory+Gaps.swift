extension RateHistory {
    /// The days between the first and the last snapshot that their providers publish on but that have no snapshot:
    /// the gaps the charts show. Weekends and the providers' holidays are not missing.
    public var missingDays: [Day] {
        Self.missingDays(in: snapshots)
    }

    /// The days between consecutive `snapshots` (oldest first) that both their providers publish on, so that a
    /// change of provider (the ECB on Friday, open.er-api on Monday) never calls a weekend missing.
    public static func missingDays(in snapshots: [Snapshot]) -> [Day] {
        var missing: [Day] = []
        var previous: (day: Day, calendar: PublishingCalendar)?
        for snapshot in snapshots {
            guard let day = Day(iso: snapshot.date) else { continue }
            let calendar = PublishingCalendar(provider: snapshot.provider)
            if let previous, day.ordinal - previous.day.ordinal > 1 {
                for ordinal in (previous.day.ordinal + 1)..<day.ordinal {
                    let between = Day(ordinal: ordinal)
                    if previous.calendar.publishes(on: between) && calendar.publishes(on: between) {
                        missing.append(between)
                    }
                }
            }
            previous = (day, calendar)
        }
        return missing
    }
}
