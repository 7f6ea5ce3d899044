/// How `calculators.js` works the reader's numbers out, by the same rules in whole minor units (`BigInt`): snowball and
/// avalanche, month by month.
extension DebtPayoff {
    public static let script = #"""
        function (v) {
          var DEBT_ROWS = \#(maximumDebts);

          /** The debts of the form's rows with a balance: { name, balance, rate, minimum }. */
          function debtsOf(v) {
            var debts = [];
            for (var row = 1; row <= DEBT_ROWS; row++) {
              if (v["debt" + row + "-balance"] === undefined) continue;
              debts.push({
                name: v["debt" + row + "-name"] || "", row: row, balance: v["debt" + row + "-balance"],
                rate: v["debt" + row + "-rate"], minimum: v["debt" + row + "-minimum"]
              });
            }
            return debts;
          }

          /** How the two plans compare when both end, and what is owed each month the chart shows (each for up to three
           * years, else the end of each year and the last month). */
          function compared(result, snowball, avalanche) {
            var longest = Math.max(snowball.owed.length, avalanche.owed.length);
            function owed(plan, month) { return month <= plan.owed.length ? plan.owed[month - 1] : 0n; }
            result.saved = snowball.interest > avalanche.interest ? snowball.interest - avalanche.interest : avalanche.interest - snowball.interest;
            result["sooner-by"] = Math.abs(snowball.months - avalanche.months);
            result.longest = longest;
            result.points = [];
            for (var m = 1; m <= longest; m++) {
              if (longest > 36 && m % 12 !== 0 && m !== longest) continue;
              result.points.push({ month: m, year: Math.floor((m + 11) / 12), snowball: owed(snowball, m), avalanche: owed(avalanche, m) });
            }
          }

          var debts = debtsOf(v), budget = v.extra;
          debts.forEach(function (debt) { if (debt.balance > 0n) budget += debt.minimum; });
          var listed = debts.map(function (_, index) { return index; });
          function compare(a, b) { return a < b ? -1 : a > b ? 1 : 0; }
          var orders = {
            snowball: listed.slice().sort(function (a, b) { return compare(debts[a].balance, debts[b].balance) || a - b; }),
            avalanche: listed.slice().sort(function (a, b) { return compare(debts[b].rate, debts[a].rate) || a - b; })
          };
          function pay(order) {
            var owed = debts.map(function (debt) { return debt.balance; }), cleared = debts.map(function () { return 0; });
            var month = 0, total = 0n, history = [];
            while (owed.some(function (o) { return o > 0n; })) {
              if (month >= MAXIMUM_MONTHS) return { outcome: "too-slow" };
              month++;
              var charged = 0n;
              owed.forEach(function (o, index) {
                if (o <= 0n) return;
                var due = interest(o, debts[index].rate, 12);
                owed[index] += due;
                charged += due;
              });
              if (month === 1 && budget <= charged) return { outcome: "never", firstInterest: charged };
              total += charged;
              var left = budget;
              owed.forEach(function (o, index) {
                if (o <= 0n) return;
                var paid = min(min(debts[index].minimum, o), left);
                owed[index] -= paid;
                left -= paid;
              });
              order.forEach(function (index) {
                if (owed[index] <= 0n || left <= 0n) return;
                var paid = min(owed[index], left);
                owed[index] -= paid;
                left -= paid;
              });
              owed.forEach(function (o, index) { if (o === 0n && cleared[index] === 0 && debts[index].balance > 0n) cleared[index] = month; });
              history.push(owed.reduce(function (a, b) { return a + b; }, 0n));
            }
            return { outcome: "paid-off", months: month, interest: total, cleared: cleared, owed: history };
          }
          var result = {
            debts: debts, budget: budget, zero: 0n,
            snowball: { order: orders.snowball, plan: pay(orders.snowball) },
            avalanche: { order: orders.avalanche, plan: pay(orders.avalanche) }
          }, paid = [];
          ["snowball", "avalanche"].forEach(function (name) {
            var plan = result[name].plan, prefix = name + "-";
            result[prefix + "outcome"] = plan.outcome;
            if (plan.outcome === "never") result[prefix + "first-interest"] = plan.firstInterest;
            if (plan.outcome !== "paid-off") return;
            result[prefix + "months"] = plan.months;
            result[prefix + "interest"] = plan.interest;
            debts.forEach(function (debt, index) { debt[prefix + "cleared"] = plan.cleared[index]; });
            paid.push(plan);
          });
          if (paid.length === 2) compared(result, paid[0], paid[1]);
          return result;
        }
        """#
}
