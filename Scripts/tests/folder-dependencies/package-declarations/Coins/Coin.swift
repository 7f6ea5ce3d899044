// `package` is an access level like `public`: a checker that knows only the usual keywords misses Coin.
package struct Coin {
    package var cents: Int

    package init(cents: Int) {
        self.cents = cents
    }

    package func isIn(_ wallet: Wallet) -> Bool { wallet.coins.contains { $0.cents == cents } }
}
