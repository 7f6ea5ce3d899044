struct Coin {
    var cents: Int

    func polished() -> String { shine() }
}
