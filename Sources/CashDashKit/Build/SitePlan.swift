/// Every page a site will have, in a fixed order, from each set of pages.
enum SitePlan {
    static func pages(_ site: Site) -> [Page] {
        SitePages.pages(site) + GlossaryPages.pages(site) + RatesPages.pages(site) + BudgetPages.pages(site)
            + ClassPages.pages(site) + CalculatorPages.pages(site) + CurriculumPages.pages(site)
    }
}
