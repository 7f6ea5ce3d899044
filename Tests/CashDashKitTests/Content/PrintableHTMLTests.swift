@testable import CashDashKit
@testable import CashDashModel
import Testing

@Suite struct PrintableHTMLTests {
    @Test func prefixesIDsAndLinksSoChaptersShareOnePage() {
        let html = """
            <h2 id="goals">Goals</h2>
            <p>See <a href="#goals">goals</a>, <a href="../credit/index.html#apr">APR</a>, \
            <a href="../credit/index.html">credit</a>, <a href="../unknown/index.html">other</a> and \
            <code>id="not-an-attribute"</code>.<sup><a href="#fn-1" id="fnref-1">1</a></sup></p>
            <svg role="img" aria-labelledby="c-title c-desc"><title id="c-title">T</title></svg>
            """
        let printable = printableHTML(html, slug: "saving", chapterSlugs: ["saving", "credit"])
        #expect(
            printable == """
                <h2 id="saving--goals">Goals</h2>
                <p>See <a href="#saving--goals">goals</a>, <a href="#credit--apr">APR</a>, \
                <a href="#credit">credit</a>, <a href="../unknown/index.html">other</a> and \
                <code>id="not-an-attribute"</code>.<sup><a href="#saving--fn-1" id="saving--fnref-1">1</a></sup></p>
                <svg role="img" aria-labelledby="saving--c-title saving--c-desc"><title id="saving--c-title">T</title></svg>
                """)
    }

    @Test func attributesAtTheVeryEndAndStrayEqualsSignsAreHandled() {
        let html = "<p>1 + 1 = 2, a==b</p><a id=\"end\"></a><p title=\"x\">=</p>=\"<a href=\"#end\">"
        #expect(
            printableHTML(html, slug: "s", chapterSlugs: ["s"])
                == "<p>1 + 1 = 2, a==b</p><a id=\"s--end\"></a><p title=\"x\">=</p>=\"<a href=\"#s--end\">")
    }
}
