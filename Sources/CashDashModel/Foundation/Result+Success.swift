extension Result {
    /// The value, or nil when this is a failure.
    public var success: Success? {
        if case .success(let value) = self { return value }
        return nil
    }
}
