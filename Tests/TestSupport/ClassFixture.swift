import CashDashModel
import Foundation

/// A small class: three students with distinctive ids, five transactions, XP with a correction, two badges.
///
/// Balances: Maya 20 − 5.50 = 14.50; Noah 15 + 5.50 − 3.25 = 17.25; Zoe 7. XP: Maya 35, Noah 25, Zoe 0.
public func classSite(
    _ replacing: [String: String] = [:], siteYML: String = "title: Money club\n"
) throws -> TemporarySite {
    var files = [
        "Content/site.yml": siteYML,
        "Content/class/students.csv": "id,name\nstu-a1,Maya Lopez\nstu-b2,Noah Chen\nstu-c3,Zoe <Adams>\n",
        "Content/class/transactions.csv": """
        id,date,from,to,amount,memo,created_by
        tx-01,2026-10-01,bank,stu-a1,20.00,Weekly pay,Ms. R
        tx-02,2026-10-01,bank,stu-b2,15,Weekly pay,Ms. R
        tx-03,2026-10-20,stu-a1,stu-b2,5.50,"Lunch, shared",Ms. R
        tx-04,2026-11-03,stu-b2,bank,3.25,Class store: pencil,Ms. R
        tx-05,2026-11-10,bank,stu-c3,7,Bonus <b>for</b> helping,Ms. R

        """,
        "Content/class/xp.csv": """
        id,date,student,points,quest
        xp-1,2026-10-02,stu-a1,20,Quest one
        xp-2,2026-11-05,stu-a1,15,Quest two
        xp-3,2026-11-05,stu-b2,30,Quest two
        xp-4,2026-11-06,stu-b2,-5,Correction of quest two

        """,
        "Content/class/badges.csv":
            "id,name,description\nbdg-1,Saver,Saved for two weeks\nbdg-2,Helper,Helped a classmate\n",
        "Content/class/awards.csv": "date,student,badge,reason\n2026-11-07,stu-a1,bdg-1,Saved well\n",
    ]
    for (name, text) in replacing { files["Content/class/" + name] = text }
    return try TemporarySite(files)
}

/// The ids of `classSite()`, none of which may appear in the built site.
public let classIDs = [
    "stu-a1", "stu-b2", "stu-c3", "tx-01", "tx-02", "tx-03", "tx-04", "tx-05", "xp-1", "xp-2", "xp-3", "xp-4", "bdg-1",
    "bdg-2",
]

/// Dollars as messages write them in these tests: `$14.50`, `-$3.00`.
public let dollarsInMessages = MoneyWriter(minorUnits: 2) { ($0 < 0 ? "-$" : "$") + plainDecimal(abs($0), decimals: 2) }
