import CmarkHTML
import Testing

@Suite struct HeadingSluggerTests {
    @Test(arguments: [
        ("Hello, World!", "hello-world"),
        ("What's a 401(k)?", "whats-a-401k"),
        ("APR (Annual Percentage Rate)", "apr-annual-percentage-rate"),
        ("snake_case and kebab-case", "snake_case-and-kebab-case"),
        ("Épargne et crédit", "épargne-et-crédit"),
        ("  Two  spaces ", "--two--spaces-"),
    ])
    func makesGitHubSlugs(text: String, slug: String) {
        #expect(HeadingSlugger.slug(text) == slug)
    }

    @Test func numbersRepeatsLikeGitHub() {
        var slugger = HeadingSlugger()
        #expect(
            ["Goals", "Goals", "Goals-1", "Goals"].map { slugger.slug(for: $0) } == [
                "goals", "goals-1", "goals-1-1", "goals-2",
            ])
    }
}

@Suite struct HeadingSluggerScaleTests {
    /// 100,000 equal headings: each id is found from where the last left off (seconds before, quadratic).
    @Test func manyEqualHeadingsTakeLinearTime() {
        var slugger = HeadingSlugger()
        var last = ""
        for _ in 0..<100_000 { last = slugger.slug(for: "h") }
        #expect(last == "h-99999")
        #expect(slugger.slug(for: "h 1") == "h-1-1", "an explicit `h-1` taken earlier still gets its own suffix")
    }
}
