// `Day` (and the one text escaper) live in CashDashBasics, which Charts shares: whoever uses the model gets them with
// `import CashDashModel`.
@_exported import CashDashBasics
