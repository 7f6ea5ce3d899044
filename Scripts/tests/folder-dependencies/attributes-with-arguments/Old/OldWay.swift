// An attribute with arguments on the same line as the declaration hides it from a line-based pattern.
@available(*, deprecated, message: "Use newWay() instead.") func oldWay() -> Int { 1 }

func both() -> Int { newWay() }
