/// One lap of a 400-metre track, measured the long way round.
func lap() -> Meters { Meters(feet: 1312) }
