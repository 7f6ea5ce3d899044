@available(*, deprecated, message: "Uses oldWay() until it goes.") func newWay() -> Int { oldWay() + 1 }
