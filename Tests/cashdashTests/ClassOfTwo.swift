import Foundation

/// The class the class commands' tests start from: Kai Moana with 30.00 and Lea Park with 10.00 in checking from
/// 2 November 2026, on a site in `language` (the default English when nil), with `rules` as its rules.yml.
enum ClassOfTwo {
    static let header = "id,date,from,to,amount,memo,created_by\n"

    static func make(language: String? = nil, rules: String = "created_by: T\n") throws -> TemporaryFolder {
        let site = try TemporaryFolder()
        try site.write("title: Club\n" + (language.map { "language: \($0)\n" } ?? ""), to: "Content/site.yml")
        try site.write("id,name\nk1,Kai Moana\nk2,Lea Park\n", to: "Content/class/students.csv")
        try site.write(
            header + "t1,2026-11-02,bank,k1,30.00,Pay,T\nt2,2026-11-02,bank,k2,10.00,Pay,T\n",
            to: "Content/class/transactions.csv")
        try site.write(rules, to: "Content/class/rules.yml")
        return site
    }
}
