package struct Wallet {
    package var coins: [Coin] = []
}
