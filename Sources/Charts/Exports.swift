// Charts place points on `Day`s and escape their text with `escapeXML`, both from CashDashBasics, which the model
// shares: whoever draws a chart gets them with `import Charts`.
@_exported import CashDashBasics
