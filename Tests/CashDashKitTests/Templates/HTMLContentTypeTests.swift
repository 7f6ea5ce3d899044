@testable import CashDashKit
@testable import CashDashModel
import Mustache
import Testing

@Suite struct HTMLContentTypeTests {
    @Test func escapesExactlyAsSwiftMustacheDoes() throws {
        HTMLContentType.register()
        let text = "Tom's \"<script>\" & café ✓ \u{1F4B0}"
        let standard = try MustacheTemplate(string: "<p title=\"{{x}}\">{{x}}</p>").render(["x": text])
        let fast = try MustacheTemplate(string: "{{% CONTENT_TYPE: HTML}}<p title=\"{{x}}\">{{x}}</p>").render([
            "x": text
        ])
        #expect(fast == standard)
        #expect(
            fast
                == "<p title=\"Tom&#39;s &quot;&lt;script&gt;&quot; &amp; café ✓ \u{1F4B0}\">Tom&#39;s &quot;&lt;script&gt;&quot; &amp; café ✓ \u{1F4B0}</p>"
        )
    }
}
