import CashDashModel
import Foundation
import Testing

/// A link's address and `#fragment` read as a browser reads them.
@Suite struct PercentDecodingTests {
    @Test func escapesAreDecodedAndPlainTextIsKept() {
        #expect("saving%20money".percentDecoded == "saving money")
        #expect("fn-%E2%80%A0".percentDecoded == "fn-†")
        #expect("emergency-fund".percentDecoded == "emergency-fund")
        #expect("".percentDecoded == "")
    }

    @Test func aPercentThatStartsNoEscapeIsKeptAsWritten() {
        #expect("50%-off".percentDecoded == "50%-off")
        #expect("100%".percentDecoded == "100%")
        #expect("%FF%FE".percentDecoded == "%FF%FE", "bytes that are not UTF-8 are no text to decode to")
    }

    @Test func itAgreesWithFoundationsDecoder() {
        for text in ["a%2Fb", "%41%42", "caf%C3%A9", "x%", "%zz", "plain", "a b", "%25"] {
            #expect(text.percentDecoded == (text.removingPercentEncoding ?? text), "\(text)")
        }
    }
}
