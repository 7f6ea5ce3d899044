@testable import CashDashServe
import Testing

@Suite struct AllowedHostsTests {
    @Test func answersTheBoundAddressAndLocalhostOnly() {
        let hosts = AllowedHosts(bound: "127.0.0.1")
        #expect(hosts.allows("127.0.0.1:8000") && hosts.allows("127.0.0.1") && hosts.allows("LocalHost:8000"))
        #expect(!hosts.allows("attacker.example:8000"), "a rebound name is refused")
        #expect(!hosts.allows("127.0.0.1.attacker.example"))
        #expect(!hosts.allows(nil), "a request without a Host is refused")
        #expect(!hosts.allows("10.0.0.2:8000"))
    }

    @Test func anAddressThatListensEverywhereAnswersAnyIPAddressButNoOtherName() {
        #expect(AllowedHosts(bound: "::1").allows("[::1]:8000"))
        let everywhere = AllowedHosts(bound: "0.0.0.0")
        #expect(everywhere.allows("192.168.1.20:8000") && everywhere.allows("[fe80::1]:8000"))
        #expect(!everywhere.allows("attacker.example"))
    }
}
