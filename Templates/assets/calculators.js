// Cash Dash calculators: the same rules as the Swift ones that worked out each page's example (see
// Sources/CashDashModel/Calculators/), so that the reader's numbers come out to the same cent. Amounts are exact
// whole counts of minor units (cents) in BigInt; nothing is rounded except where a bank would round. No network,
// no libraries. Runs in a browser (wiring up the form on a calculator page) and in node (for Cash Dash's tests).
// This file names no calculator: each one's formula is its Swift type's `script`, which Cash Dash writes into the
// table CALCULATORS below when it writes the site's copy of this file (CalculatorScript in CashDashKit).
(function (global) {
  "use strict";

  // ---- Exact arithmetic -------------------------------------------------------------------------------------

  /** n ÷ d rounded to the nearest whole number, half away from zero (d > 0). */
  function divRound(n, d) {
    var q = n / d, r = n % d;
    if (2n * (r < 0n ? -r : r) >= d) q += n < 0n ? -1n : 1n;
    return q;
  }

  /** n ÷ d rounded up (d > 0). */
  function divUp(n, d) {
    var q = n / d;
    return n % d > 0n ? q + 1n : q;
  }

  function max(a, b) { return a > b ? a : b; }
  function min(a, b) { return a < b ? a : b; }

  /** A rate in percent is held as thousandths of a percent: 6.125% is 6125n. */
  var RATE_SCALE = 100000n; // thousandths of a percent per whole

  /** One period's interest on `balance` units at `rate` (thousandths of a percent) a year, paid `periods` times a year. */
  function interest(balance, rate, periods) {
    return divRound(balance * rate, RATE_SCALE * BigInt(periods));
  }

  // ---- Reading the reader's numbers --------------------------------------------------------------------------

  var LARGEST_AMOUNT = 1000000000n;
  var RATE_DECIMALS = 3;

  /** A plain non-negative decimal: { whole, fraction } digit strings, or null. Mirrors CalculatorField.number. */
  function readNumber(text, decimalSeparator) {
    text = String(text).replace(/[ \u00a0\u202f\t]/g, "");
    // As in Swift: where a comma is the decimal point, a lone point with other than three digits after it can only
    // be a decimal point (`24.9`, as YAML and the default site write numbers), while `1.500` stays fifteen hundred.
    var afterPoint = text.split(".").slice(1);
    var pointIsDecimal = afterPoint.length === 1 && text.indexOf(",") < 0 && afterPoint[0].length !== 3;
    if (decimalSeparator === "," && !pointIsDecimal) {
      text = text.replace(/[.,]/g, function (c) { return c === "," ? "." : ","; });
    }
    var at = text.indexOf(".");
    var whole = at < 0 ? text : text.slice(0, at), fraction = at < 0 ? "" : text.slice(at + 1);
    if (whole.indexOf(",") >= 0) {
      // Thousands (`1,000,000`) or, as India writes them, a lakh and a crore (`10,00,000`).
      var groups = whole.split(","), last = groups.length - 1;
      var sized = function (from, to, size) {
        for (var i = from; i < to; i++) if (groups[i].length !== size) return false;
        return true;
      };
      var thousands = groups[0].length >= 1 && groups[0].length <= 3 && sized(1, groups.length, 3);
      var lakhs = groups[0].length >= 1 && groups[0].length <= 2 && groups[last].length === 3 && sized(1, last, 2);
      if (!thousands && !lakhs) return null;
      whole = groups.join("");
    }
    if (!whole && !fraction) return null;
    if (at >= 0 && !fraction) return null;
    if (!/^[0-9]*$/.test(whole + fraction)) return null;
    return { whole: whole || "0", fraction: fraction };
  }

  /** `number` scaled by 10^decimals as a BigInt (its fraction has at most `decimals` digits). */
  function scaled(number, decimals) {
    var fraction = number.fraction;
    while (fraction.length < decimals) fraction += "0";
    return BigInt(number.whole) * 10n ** BigInt(decimals) + BigInt(fraction || "0");
  }

  /**
   * `template` with each `{name}` replaced by `values[name]`, as CalculatorSentence does in Swift: a value ending in a
   * full stop (`55.00 ج.م.`) takes the place of the sentence's own.
   */
  function fill(template, values) {
    return String(template).replace(/\{([a-z0-9-]+)\}(\.(?!\.))?/g, function (whole, name, stop) {
      if (!values || values[name] === undefined) return whole;
      var value = String(values[name]);
      return value + (stop && value.slice(-1) !== "." ? stop : "");
    });
  }

  /**
   * Checks one field's text. Returns { value } (amounts in minor units, rates in thousandths of a percent, whole
   * numbers as BigInt, choices as their value) or { error } worded for the reader with `messages` (the page's, from
   * CalculatorField.Message), as CalculatorField.parse does.
   */
  function validate(field, text, format, messages) {
    var minor = format.minor;
    switch (field.kind) {
      case "amount": {
        var amount = readNumber(text, format.decimal);
        if (!amount || scaled(amount, amount.fraction.length) > LARGEST_AMOUNT * 10n ** BigInt(amount.fraction.length)) {
          return { error: fill(messages.amount) };
        }
        if (amount.fraction.length > minor) {
          return { error: minor === 0 ? fill(messages["whole-amount"]) : fill(messages["amount-decimals"], { decimals: minor }) };
        }
        return { value: scaled(amount, minor) };
      }
      case "rate": {
        var rate = readNumber(text, format.decimal);
        if (!rate || scaled(rate, rate.fraction.length) > 100n * 10n ** BigInt(rate.fraction.length)) {
          return { error: fill(messages.rate) };
        }
        if (rate.fraction.length > RATE_DECIMALS) return { error: fill(messages["rate-decimals"]) };
        return { value: scaled(rate, RATE_DECIMALS) };
      }
      case "whole": {
        var trimmed = String(text).trim();
        if (!/^[0-9]+$/.test(trimmed) || Number(trimmed) < field.min || Number(trimmed) > field.max) {
          return { error: fill(messages["whole-" + field.unit], { min: field.min, max: field.max }) };
        }
        return { value: Number(trimmed) };
      }
      case "text": {
        var name = String(text).trim();
        if (Array.from(name).length > field.max) return { error: fill(messages.text, { max: field.max }) };
        return { value: name };
      }
      default: {
        var choice = String(text).trim();
        if (field.options.indexOf(choice) < 0) {
          return { error: fill(messages.choice, { options: field.options.map(function (o) { return "`" + o + "`"; }).join(", ") }) };
        }
        return { value: choice };
      }
    }
  }

  // ---- What several calculators' formulas share -------------------------------------------------------------

  /** Years of savings with what was put in and earned so far, for the growth chart. */
  function soFar(years) {
    var deposits = 0n, interest = 0n;
    years.forEach(function (year) {
      deposits += year.deposits;
      interest += year.interest;
      year["put-in-so-far"] = deposits;
      year["earned-so-far"] = interest;
    });
    return years;
  }

  /** (1 + r)^n for a monthly rate r = rate ÷ 1,200,000 as the exact fraction A^n / B^n. */
  function growth(rate, months) {
    var base = 1200n * 1000n;
    return { up: (base + rate) ** BigInt(months), down: base ** BigInt(months), base: base };
  }

  /** The regular payment of an amortizing loan, rounded to the nearest minor unit. */
  function loanPayment(amount, rate, months) {
    if (rate === 0n) return divRound(amount, BigInt(months));
    var g = growth(rate, months);
    return divRound(amount * rate * g.up, g.base * (g.up - g.down));
  }

  /** Whole units added up by year from a month-by-month schedule: { year, sums of `keys`, last `balance` }. */
  function byYear(schedule, keys) {
    var years = [];
    schedule.forEach(function (month) {
      var number = Math.floor((month.month - 1) / 12) + 1, year = years[years.length - 1];
      if (!year || year.year !== number) {
        year = { year: number };
        keys.forEach(function (key) { year[key] = 0n; });
        years.push(year);
      }
      keys.forEach(function (key) { year[key] += month[key]; });
      year.balance = month.balance;
    });
    return years;
  }

  /** The longest a plan is worked out for: 100 years. */
  var MAXIMUM_MONTHS = 1200;

  // ---- The calculators ---------------------------------------------------------------------------------------

  /**
   * Each calculator's formula by its name: `function (v, format)`, from the checked inputs `v` (amounts in minor
   * units, rates in thousandths of a percent) to the result's facts, named as its layout names them. The site's copy
   * of this file has them in place of the empty table, from the calculators' Swift types, in the registry's order.
   */
  var CALCULATORS = {};

  /** Whether a field is used, given the other inputs (a box asked for only when a choice is made, or another filled). */
  function applies(field, texts) {
    if (field.filled) return blank(texts[field.filled]) === false;
    return !field.when || String(texts[field.when[0]]).trim() === field.when[1];
  }

  /** Whether a box is empty (or missing). */
  function blank(text) { return text === undefined || String(text).trim() === ""; }

  /**
   * Checks `texts` (field name → text) against `data.fields` and works the calculator out. Returns { errors } (field
   * name → message) or { values, result }. `data` is the calculator's JSON from its page (CalculatorScriptData).
   */
  function run(calculator, data, texts, format) {
    var errors = {}, values = {}, failed = false;
    data.fields.forEach(function (field) {
      if (!applies(field, texts) || (field.optional && blank(texts[field.name]))) return;
      var checked = validate(field, texts[field.name] === undefined ? "" : texts[field.name], format, data.messages);
      if (checked.error) { errors[field.name] = checked.error; failed = true; } else values[field.name] = checked.value;
    });
    if (failed) return { errors: errors };
    return { values: values, result: CALCULATORS[calculator](values, format) };
  }

  /** `units` as a plain decimal with `minor` decimals: 119910n, 2 → "1199.10". */
  function plain(units, minor) {
    var negative = units < 0n, digits = (negative ? -units : units).toString();
    if (minor > 0) {
      while (digits.length <= minor) digits = "0" + digits;
      digits = digits.slice(0, digits.length - minor) + "." + digits.slice(digits.length - minor);
    }
    return (negative ? "-" : "") + digits;
  }

  // ---- Writing a result for people, as its layout says (ResultLayout and ResultPresenter in Swift) -----------

  /**
   * How a page writes numbers, money and its words: `format` holds the form's settings (minor, decimal, grouping,
   * symbol, symbolFirst, gap, percent, sizes, lang) and `data` is the page's JSON (CalculatorScriptData).
   */
  function writer(format, data) {
    var plurals = typeof Intl !== "undefined" && Intl.PluralRules ? new Intl.PluralRules(format.lang || "en") : null;
    var w = {};
    /** One of the calculator's own words or sentences (the catalogue's `calculators.<calculator>.`), filled. */
    w.say = function (key, values) { return fill(data.sentences[key], values); };
    /** One of the words every calculator shares (the catalogue's `calculators.words.`), filled. */
    w.word = function (key, values) { return fill(data.words[key], values); };
    /** Whole digits grouped as the site's locale groups them, as NumberStyle.grouped: "1,234,567", "12,34,567". */
    w.grouped = function (whole) {
      var first = format.sizes[0], rest = format.sizes[1], fewest = format.sizes[2];
      if (whole.length < first + fewest) return whole;
      var out = "";
      for (var index = 0; index < whole.length; index++) {
        var left = whole.length - index;
        if (index > 0 && left >= first && (left - first) % rest === 0) out += format.grouping;
        out += whole[index];
      }
      return out;
    };
    /** A whole count as the site writes numbers: "1,200", "1 200". */
    w.number = function (count) { return w.grouped(String(count)); };
    /** Whole digits and decimal digits (if any) as the site writes money: grouped, with its symbol and a minus sign. */
    w.written = function (negative, whole, fraction) {
      var digits = w.grouped(whole) + (fraction ? format.decimal + fraction : "");
      return (negative ? "\u2212" : "") + (format.symbolFirst ? format.symbol + format.gap + digits : digits + format.gap + format.symbol);
    };
    /** `units` for people: "$1,234.50", "−$3.00", "1.234,50 €". */
    w.money = function (units) {
      var parts = plain(units < 0n ? -units : units, format.minor).split(".");
      return w.written(units < 0n, parts[0], parts[1]);
    };
    /** The form of the counted word `key` for `count`, with `{count}` written as the locale writes numbers. */
    w.counted = function (key, count, values) {
      count = Number(count);
      var form = plurals ? plurals.select(count) : count === 1 ? "one" : "other";
      var text = data.words[key + "." + form] !== undefined ? data.words[key + "." + form] : data.words[key + ".other"];
      var all = { count: w.number(count) };
      for (var name in values || {}) all[name] = values[name];
      return fill(text, all);
    };
    /** A number of months, with the years in it: "30 months (2 years and 6 months)", as CalculatorView.months. */
    w.months = function (months) {
      months = Number(months);
      var years = Math.floor(months / 12), rest = months % 12;
      if (!years) return w.counted("months", months);
      var values = { months: w.counted("months", months), years: w.counted("years", years), rest: w.counted("months", rest) };
      return w.word(rest ? "duration" : "duration-years", values);
    };
    /** "Year 3", "Month 14". */
    w.year = function (year) { return w.word("year", { year: w.number(year) }); };
    w.month = function (month) { return w.word("month", { month: w.number(month) }); };
    /** Thousandths of a percent as people read them: 6168n → "6.168%", 20000n → "20%". */
    w.rate = function (thousandths) {
      var text = plain(thousandths, 3).replace(/\.?0+$/, "");
      return text.replace(".", format.decimal) + format.percent;
    };
    /** A share in percent (a JavaScript number, one decimal at most) as the site writes it: "12.5%", "12,5 %". */
    w.share = function (share) { return String(share).replace(".", format.decimal) + format.percent; };
    /** A whole count of 10^-decimals percent, with exactly `decimals` decimals: 125n, 1 → "12.5%". */
    w.percent = function (count, decimals) {
      var parts = plain(BigInt(count), decimals).replace("-", "").split(".");
      return (count < 0 ? "\u2212" : "") + w.grouped(parts[0]) + (parts[1] ? format.decimal + parts[1] : "") + format.percent;
    };
    /** The label of option `value` of field `name`: "Every month". */
    w.option = function (name, value) {
      var field = data.fields.filter(function (f) { return f.name === name; })[0];
      return field.labels[field.options.indexOf(value)];
    };
    /** How amounts are rounded, and the currency's smallest unit, as CalculatorView.nearest and unitName. */
    w.nearest = function () {
      return format.minor === 2 ? w.word("nearest-cent") : format.minor === 0 ? w.word("nearest-whole")
        : w.word("nearest-unit", { decimals: w.number(format.minor) });
    };
    w.unit = function () {
      return format.minor === 2 ? w.word("unit-cent") : format.minor === 0 ? w.word("unit-whole")
        : w.word("unit-decimal", { decimals: w.number(format.minor) });
    };
    return w;
  }

  var COMPARE = {
    "==": function (a, b) { return a === b; }, "!=": function (a, b) { return a !== b; },
    "<": function (a, b) { return a < b; }, "<=": function (a, b) { return a <= b; },
    ">": function (a, b) { return a > b; }, ">=": function (a, b) { return a >= b; }
  };

  /**
   * What a result shows, as `layout` (the page's data.layout, ResultLayout in Swift) says: { cards, notes, rounding,
   * charts, table, fullTable }, as ResultPresenter writes the worked example. Facts are found in a row, then in
   * `result` (what the formula gave), then in `values` (the reader's inputs).
   */
  function present(layout, result, values, format, data) {
    var w = writer(format, data);
    function fact(name, row) {
      var found = row && row[name] !== undefined ? row[name] : result[name] !== undefined ? result[name] : values[name];
      return found === null ? undefined : found;
    }
    function holds(condition, row) {
      if (!condition) return true;
      if (condition.all) return condition.all.every(function (one) { return holds(one, row); });
      if (condition.not) return !holds(condition.not, row);
      if (condition.given) return fact(condition.given, row) !== undefined;
      var a = fact(condition.fact, row);
      var b = condition.than !== undefined ? fact(condition.than, row) : condition.number !== undefined ? condition.number : condition.text;
      if (a === undefined || b === undefined || (typeof a === "string") !== (typeof b === "string")) return false;
      if (typeof a === "string" && condition.is !== "==" && condition.is !== "!=") return false;
      if (typeof a === "bigint" && typeof b === "number") b = BigInt(b);
      if (typeof b === "bigint" && typeof a === "number") a = BigInt(a);
      return COMPARE[condition.is](a, b);
    }
    function say(phrase, row) {
      if (phrase.join) return phrase.join.map(function (one) { return say(one, row); }).join(" ");
      if (phrase.if) return say(holds(phrase.if, row) ? phrase.then : phrase.else, row);
      var key = fill(phrase.say, new Proxy({}, { get: function (_, name) { return fact(name, row); } }));
      var blanks = {};
      Object.keys(phrase.with || {}).forEach(function (name) { blanks[name] = write(phrase.with[name], row); });
      return key.indexOf("words.") === 0 ? w.word(key.slice(6), blanks) : w.say(key, blanks);
    }
    function write(value, row) {
      if (value.if) return write(holds(value.if, row) ? value.then : value.else, row);
      if (value.say) return say(value.say, row);
      if (value.text !== undefined) return value.text;
      if (value.nearest) return w.nearest();
      if (value.unit) return w.unit();
      if (value.named) {
        var name = fact(value.named, row);
        return name ? name : w.say(value.noun, { row: w.number(fact(value.row, row)) });
      }
      if (value.list) {
        return rows(value.list).map(function (item) {
          return value.each.map(function (one) { return write(one, item); }).join(" ");
        }).join(w.word("list-separator"));
      }
      var x = fact(value.money || value.count || value.counted || value.months || value.rate || value.percent ||
        value.year || value.month || value.fact, row);
      if (x === undefined) return "";
      if (value.money) return w.money(x);
      if (value.count) return w.number(x);
      if (value.counted) return w.counted(value.word, x);
      if (value.months) return w.months(x);
      if (value.rate) return w.rate(x);
      if (value.percent) return w.percent(x, value.decimals);
      if (value.year) return w.year(x);
      if (value.month) return w.month(x);
      return w.option(value.option, x);
    }
    function rows(name) { return fact(name) || []; }
    function chart(spec) {
      var points = spec.rows ? rows(spec.rows).map(function (row) { return [spec.points[0], row]; })
        : spec.points.map(function (point) { return [point, undefined]; });
      return {
        kind: spec.kind, id: spec.id, title: say(spec.title), description: say(spec.description), category: say(spec.category),
        series: spec.series.map(function (name) { return say(name); }),
        categories: points.map(function (p) { return write(p[0].label, p[1]); }),
        values: points.map(function (p) {
          return p[0].values.map(function (name) { var x = fact(name, p[1]); return x === undefined ? 0n : x; });
        })
      };
    }
    function table(spec) {
      var cells = [];
      spec.sections.forEach(function (section) {
        (section.rows ? rows(section.rows) : [undefined]).forEach(function (row) {
          cells.push(section.cells.map(function (cell) { return write(cell, row); }));
        });
      });
      return { caption: say(spec.caption), columns: spec.columns.map(function (c) { return say(c); }), rows: cells };
    }
    function shown(part) { return holds(part.when); }
    var view = {
      cards: layout.cards.filter(shown).map(function (card) {
        return { title: say(card.title), value: write(card.value), note: card.note ? say(card.note) : "" };
      }),
      notes: layout.notes.filter(shown).map(function (note) { return say(note.text); }),
      rounding: layout.rounding.filter(shown).map(function (note) { return say(note.text); }).join(" "),
      charts: layout.charts.filter(shown).map(chart), table: null, fullTable: null
    };
    if (layout.table && shown(layout.table)) {
      view.table = table(layout.table);
      if (layout.table.yearly.length && view.table.rows.length > 24) {
        view.fullTable = view.table;
        view.table = table(layout.table.yearly[0]);
      }
    }
    return view;
  }

  var api = {
    run: run, validate: validate, plain: plain, fill: fill, present: present,
    loanPayment: loanPayment, divRound: divRound
  };
  if (typeof module !== "undefined" && module.exports) {
    module.exports = api;
    return;
  }
  global.CashDashCalculators = api;

  // ---- The form on a calculator page -------------------------------------------------------------------------

  var form = document.getElementById("calculator-form");
  if (!form) return;
  var calculator = form.getAttribute("data-calculator");
  // The fields, the messages and the sentences, written into the page from the calculator's Swift type.
  var data = JSON.parse(document.getElementById("calculator-data").textContent);

  // How the page writes its words, numbers and money (see `writer`), once `format` is read below.
  var w;
  function word(key, values) { return w.word(key, values); }
  function counted(key, count, values) { return w.counted(key, count, values); }
  var format = {
    minor: Number(form.getAttribute("data-minor")), decimal: form.getAttribute("data-decimal"),
    grouping: form.getAttribute("data-grouping"), symbol: form.getAttribute("data-symbol"),
    symbolFirst: form.getAttribute("data-symbol-first") === "true", percent: form.getAttribute("data-percent") || "%",
    sizes: (form.getAttribute("data-grouping-sizes") || "3 3 1").split(" ").map(Number),
    gap: form.getAttribute("data-symbol-gap")
  };
  if (format.gap === null) format.gap = format.symbolFirst ? "" : "\u00a0";
  format.lang = document.documentElement.lang || "en";
  w = writer(format, data);
  var button = form.querySelector("button[type=submit]");
  var formMessage = form.querySelector(".form-message");
  var output = document.getElementById("calculator-results");
  var inputs = Array.prototype.slice.call(form.querySelectorAll("input, select"));
  form.hidden = false;

  function money(units) { return w.money(units); }
  function written(negative, whole, fraction) { return w.written(negative, whole, fraction); }
  function number(count) { return w.number(count); }

  function texts() {
    var values = {};
    inputs.forEach(function (input) { values[input.name] = input.value; });
    return values;
  }

  /** Shows each field's problem beside it, hides the fields that do not apply, and enables the button. */
  function check() {
    var current = texts(), problems = 0;
    data.fields.forEach(function (field) {
      var input = form.elements[field.name], box = input.closest(".field"), message = box.querySelector(".field-message");
      var used = applies(field, current);
      box.hidden = !used;
      var checked = used && !(field.optional && blank(input.value)) ? validate(field, input.value, format, data.messages) : {};
      message.textContent = checked.error || "";
      input.setAttribute("aria-invalid", checked.error ? "true" : "false");
      if (checked.error) problems++;
    });
    button.disabled = problems > 0;
    formMessage.textContent = problems === 0 ? "" : counted("problems", problems);
    return problems === 0;
  }

  function element(name, text, className) {
    var node = document.createElement(name);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  }

  function card(label, value) {
    var item = element("li", undefined, "money-card");
    item.appendChild(element("span", label, "money-card-title"));
    item.appendChild(element("span", value, "money-card-amount"));
    return item;
  }

  function table(caption, columns, rows) {
    var scroll = element("div", undefined, "schedule");
    scroll.tabIndex = 0;
    scroll.setAttribute("role", "region");
    // Named apart from the worked example's table of the same caption: two regions may not share a name.
    scroll.setAttribute("aria-label", word("with-your-numbers", { caption: caption }));
    var t = element("table"), head = element("thead"), headRow = element("tr"), body = element("tbody");
    t.appendChild(element("caption", caption));
    columns.forEach(function (column, index) {
      var th = element("th", column);
      th.scope = "col";
      if (index > 0) th.className = "number";
      headRow.appendChild(th);
    });
    head.appendChild(headRow);
    rows.forEach(function (row) {
      var tr = element("tr");
      row.forEach(function (cell, index) {
        var td = element(index === 0 ? "th" : "td", cell);
        if (index === 0) td.scope = "row"; else td.className = "number";
        tr.appendChild(td);
      });
      body.appendChild(tr);
    });
    t.appendChild(head);
    t.appendChild(body);
    scroll.appendChild(t);
    return scroll;
  }

  // ---- Charts of the reader's results ---------------------------------------------------------------------------
  // Drawn as the worked example's charts are (Sources/Charts): an SVG with a title and a description, its numbers in
  // the table under it, in the site's colours for the light and the dark theme; drawn at the width the page gives
  // it, up to 640, so that its text stays 12 to 13 px on a phone.

  var SVG = "http://www.w3.org/2000/svg";
  var colors = {
    light: (form.getAttribute("data-colors") || "#1f4e89").split(" "),
    dark: (form.getAttribute("data-dark-colors") || "#7fb2ec").split(" ")
  };
  var chartCount = 0;

  function draw(parent, name, attributes, text) {
    var node = document.createElementNS(SVG, name);
    Object.keys(attributes).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    if (text !== undefined) node.textContent = text;
    parent.appendChild(node);
    return node;
  }

  /** Minor units (BigInt) as a number of whole units, for drawing only. */
  function size(units) { return Number(units) / Math.pow(10, format.minor); }

  /** A whole amount for an axis or a label: "$50,000". */
  function wholeMoney(value) {
    return written(value < 0, String(Math.round(Math.abs(value))));
  }

  /** About how wide `text` is at 13 px. */
  function textWidth(text) { return String(text).length * 7.5; }

  /** A round step for about four gridlines up to `top`. */
  function niceStep(top) {
    var raw = top / 4, magnitude = Math.pow(10, Math.floor(Math.log10(raw))), f = raw / magnitude;
    return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * magnitude;
  }

  function colorOf(index) { return colors.light[index % colors.light.length]; }

  /** A figure holding an SVG `width` × `height` with its title, its description and its series' dark colours. */
  function chartFigure(title, description, width, height, seriesCount) {
    var id = "your-chart-" + (++chartCount);
    var figure = element("figure", undefined, "chart");
    figure.appendChild(element("figcaption", title));
    var svg = draw(figure, "svg", {
      id: id, viewBox: "0 0 " + width + " " + height, width: width, height: height, role: "img",
      "aria-labelledby": id + "-title " + id + "-desc", "class": "cd-chart", "font-family": "system-ui, sans-serif", "font-size": "13"
    });
    draw(svg, "title", { id: id + "-title" }, title);
    draw(svg, "desc", { id: id + "-desc" }, description);
    var rules = [];
    for (var index = 0; index < seriesCount; index++) {
      var dark = colors.dark[index % colors.dark.length];
      if (dark !== colorOf(index)) rules.push("#" + id + " .cd-f" + index + "{fill:" + dark + "}");
    }
    // As the site's charts do: dark colours when the reader chose dark, or the system is dark and they chose nothing.
    function scoped(root) { return rules.map(function (rule) { return root + " " + rule; }).join(""); }
    if (rules.length) {
      draw(svg, "style", {}, "@media screen and (prefers-color-scheme: dark){" + scoped(":root:not([data-theme=light])") + "}" +
        "@media screen{" + scoped(":root[data-theme=dark]") + "}");
    }
    return { figure: figure, svg: svg };
  }

  /** "Show the numbers" under a chart, as under the site's own: a table of `rows` under `columns`. */
  function chartNumbers(figure, title, columns, rows) {
    var details = element("details", undefined, "chart-data"), box = element("div", undefined, "table-scroll");
    details.appendChild(element("summary", word("show-numbers")));
    box.tabIndex = 0;
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", title);
    box.appendChild(table(title, columns, rows).querySelector("table"));
    details.appendChild(box);
    figure.appendChild(details);
  }

  /**
   * Bars, one per category, each series stacked on the one before, and their numbers; `series` is [{ name, units }],
   * amounts in minor units, and `categoryName` heads the categories' column of the numbers.
   */
  function barChart(width, title, description, categoryName, categories, series, grouped) {
    series = series.map(function (one) { return { name: one.name, units: one.units, values: one.units.map(size) }; });
    var height = 280, top = series.length > 1 ? 36 : 12, bottom = 28, right = 8;
    var totals = categories.map(function (_, at) {
      return series.reduce(function (sum, one) {
        var v = Math.max(one.values[at], 0);
        return grouped ? Math.max(sum, v) : sum + v;
      }, 0);
    });
    var highest = Math.max.apply(null, totals.concat([0]));
    var step = highest > 0 ? niceStep(highest) : 1, ceiling = Math.max(step, Math.ceil(highest / step) * step);
    var gridlines = [];
    for (var value = 0; value <= ceiling + step / 2; value += step) gridlines.push(value);
    var left = 10 + Math.max.apply(null, gridlines.map(function (v) { return textWidth(wholeMoney(v)); }));
    var chart = chartFigure(title, description, width, height, series.length), svg = chart.svg;
    var plotWidth = width - left - right, plotHeight = height - top - bottom;
    function y(v) { return top + plotHeight * (1 - v / ceiling); }
    if (series.length > 1) {
      var x = left;
      series.forEach(function (one, index) {
        draw(svg, "rect", { x: x, y: 8, width: 12, height: 12, rx: 2, fill: colorOf(index), "class": "cd-f" + index });
        draw(svg, "text", { x: x + 17, y: 18, fill: "currentColor" }, one.name);
        x += 17 + textWidth(one.name) + 16;
      });
    }
    gridlines.forEach(function (v) {
      draw(svg, "line", { x1: left, x2: width - right, y1: y(v), y2: y(v), stroke: "currentColor", "stroke-opacity": v === 0 ? 0.6 : 0.15 });
      draw(svg, "text", { x: left - 6, y: y(v) + 4, "text-anchor": "end", fill: "currentColor", "fill-opacity": 0.8 }, wholeMoney(v));
    });
    var band = plotWidth / Math.max(categories.length, 1), bar = Math.max(1, band * 0.7);
    categories.forEach(function (_, at) {
      var base = 0, slot = grouped ? bar / series.length : bar;
      series.forEach(function (one, index) {
        var v = Math.max(one.values[at], 0);
        if (v <= 0) return;
        draw(svg, "rect", {
          x: left + band * at + (band - bar) / 2 + (grouped ? slot * index : 0), y: y(base + v), width: slot,
          height: y(base) - y(base + v), fill: colorOf(index), "class": "cd-f" + index
        });
        if (!grouped) base += v;
      });
    });
    // Every category's label when they fit, else every second, third…: never touching.
    var widest = Math.max.apply(null, categories.map(function (c) { return String(c).length * 7; }));
    var every = Math.max(1, Math.ceil((widest + 8) / band));
    categories.forEach(function (category, at) {
      if (at % every !== 0) return;
      draw(svg, "text", {
        x: left + band * (at + 0.5), y: height - 10, "text-anchor": "middle", fill: "currentColor", "fill-opacity": 0.8, "font-size": 12
      }, category);
    });
    chartNumbers(chart.figure, title, [categoryName].concat(series.map(function (one) { return one.name; })),
      categories.map(function (category, at) {
        return [category].concat(series.map(function (one) { return money(one.units[at]); }));
      }));
    return chart.figure;
  }

  /** A donut of `slices` ([{ name, units }]), its legend beside it (or under it when narrow), and its numbers. */
  function donutChart(width, title, description, slices) {
    slices = slices.map(function (slice) { return { name: slice.name, units: slice.units, value: size(slice.units) }; });
    var total = slices.reduce(function (sum, slice) { return sum + slice.value; }, 0);
    var legend = slices.map(function (slice) {
      var share = total > 0 ? Math.round(slice.value * 1000 / total) / 10 : 0;
      return word("legend", { name: slice.name, amount: wholeMoney(slice.value), share: percentText(share) });
    });
    var radius = 90, widestLegend = Math.max.apply(null, legend.map(textWidth)) + 20;
    var beside = width >= 2 * radius + 40 + widestLegend;
    var height = beside ? 2 * radius + 20 : 2 * radius + 30 + legend.length * 26;
    var chart = chartFigure(title, description, width, height, slices.length), svg = chart.svg;
    var cx = beside ? radius + 10 : width / 2, cy = radius + 10, inner = radius * 0.58, angle = -Math.PI / 2;
    function point(r, a) { return (cx + r * Math.cos(a)).toFixed(1) + " " + (cy + r * Math.sin(a)).toFixed(1); }
    slices.forEach(function (slice, index) {
      if (total <= 0 || slice.value <= 0) return;
      var sweep = Math.min(slice.value / total, 0.9999) * 2 * Math.PI, end = angle + sweep, large = sweep > Math.PI ? 1 : 0;
      draw(svg, "path", {
        d: "M" + point(inner, angle) + "L" + point(radius, angle) + "A" + radius + " " + radius + " 0 " + large + " 1 " + point(radius, end) +
          "L" + point(inner, end) + "A" + inner + " " + inner + " 0 " + large + " 0 " + point(inner, angle) + "Z",
        fill: colorOf(index), stroke: "#fff", "stroke-width": 1.5, "class": "cd-f" + index + " cd-gap"
      });
      angle = end;
    });
    legend.forEach(function (text, index) {
      var x = beside ? 2 * radius + 40 : 16, y = beside ? cy - legend.length * 13 + index * 26 : 2 * radius + 30 + index * 26;
      draw(svg, "rect", { x: x, y: y, width: 12, height: 12, rx: 2, fill: colorOf(index), "class": "cd-f" + index });
      draw(svg, "text", { x: x + 20, y: y + 10, fill: "currentColor" }, text);
    });
    chartNumbers(chart.figure, title, [word("part"), word("amount"), word("share")], slices.map(function (slice) {
      return [slice.name, money(slice.units), percentText(total > 0 ? Math.round(slice.value * 1000 / total) / 10 : 0)];
    }));
    return chart.figure;
  }

  /** A long schedule as a table year by year, with every month behind "Show all N months", as on the page. */
  function schedules(monthly, yearly) {
    var box = element("div");
    if (monthly.rows.length <= 24) {
      box.appendChild(table(monthly.caption, monthly.columns, monthly.rows));
      return box;
    }
    box.appendChild(table(yearly.caption, yearly.columns, yearly.rows));
    var details = element("details", undefined, "full-schedule");
    details.appendChild(element("summary", counted("show-all", monthly.rows.length)));
    details.appendChild(table(monthly.caption, monthly.columns, monthly.rows));
    box.appendChild(details);
    return box;
  }

  /** Bars side by side or stacked, of a chart as `present` gives it. */
  function bars(width, chart) {
    return barChart(width, chart.title, chart.description, chart.category, chart.categories,
      chart.series.map(function (name, index) {
        return { name: name, units: chart.values.map(function (values) { return values[index]; }) };
      }), chart.kind === "bars");
  }

  /** One drawer per kind of chart a layout names. */
  var DRAWERS = {
    bars: bars, stacked: bars,
    donut: function (width, chart) {
      return donutChart(width, chart.title, chart.description, chart.categories.map(function (name, at) {
        return { name: name, units: chart.values[at][0] };
      }));
    }
  };

  function percentText(share) { return w.share(share); }

  /** The reader's results, as the calculator's layout says: cards, a sentence or two, charts and the schedule. */
  function show(values, result) {
    var view = present(data.layout, result, values, format, data), cards = element("ul", undefined, "money-cards");
    output.hidden = false;
    var width = Math.round(Math.min(640, Math.max(260, output.clientWidth - 34)));
    view.cards.forEach(function (one) {
      cards.appendChild(card(one.title, one.value));
      if (one.note) cards.lastChild.appendChild(element("span", one.note, "quiet"));
    });
    output.innerHTML = "";
    output.appendChild(element("h2", word("your-results")));
    if (cards.childNodes.length) output.appendChild(cards);
    view.notes.forEach(function (note) { output.appendChild(element("p", note, "result-note")); });
    view.charts.forEach(function (chart) { output.appendChild(DRAWERS[chart.kind](width, chart)); });
    if (view.fullTable) output.appendChild(schedules(view.fullTable, view.table));
    else if (view.table) output.appendChild(table(view.table.caption, view.table.columns, view.table.rows));
  }

  inputs.forEach(function (input) {
    input.addEventListener("input", check);
    input.addEventListener("change", check);
  });
  var shown = null, drawnWidth = 0;
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    if (!check()) return;
    var ran = run(calculator, data, texts(), format);
    if (ran.result) {
      shown = ran;
      show(ran.values, ran.result);
      drawnWidth = output.clientWidth;
    }
  });
  // The charts are drawn for the width they have: drawn again when it changes (a phone turned, a window resized),
  // so that their text keeps its size.
  var redraw = null;
  window.addEventListener("resize", function () {
    clearTimeout(redraw);
    redraw = setTimeout(function () {
      if (!shown || output.clientWidth === drawnWidth) return;
      show(shown.values, shown.result);
      drawnWidth = output.clientWidth;
    }, 200);
  });
  check();
})(this);
