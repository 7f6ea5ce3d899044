// Cash Dash's one small script. Every page is complete without it; it adds the search box in the header, and on
// the glossary page, search as you type and favourites kept in this browser. No network, no libraries.
(function () {
  "use strict";
  var root = document.documentElement.getAttribute("data-root") || "";

  // The page's words for this script, in its language, from the catalogue (Templates/i18n/): `word("quiz.right")`;
  // `{name}` in a text is filled from `values`; a word that depends on a count has a form for each plural category.
  var pageWords = {};
  try { pageWords = JSON.parse(document.getElementById("cashdash-words").textContent); } catch (e) { /* no words: keys show */ }
  var plurals = window.Intl && Intl.PluralRules ? new Intl.PluralRules(document.documentElement.lang || "en") : null;
  function word(key, values) {
    var text = pageWords[key] !== undefined ? pageWords[key] : key;
    return text.replace(/\{(\w+)\}(\.(?!\.))?/g, function (all, name, stop) {
      if (!values || !(name in values)) return all;
      var value = String(values[name]);  // a value ending in a full stop takes the sentence's (Catalogue.fill)
      return value + (stop && value.slice(-1) !== "." ? stop : "");
    });
  }
  // `key`'s words as the parts of a line that reads as the page does (right to left in Arabic) while the values named
  // in `leftToRight` read left to right inside it, an amount and its code next to each other as one (`100 EUR`, as the
  // tables write it); other values (a date in words) read in the direction of their first letter. A part is
  // { text, dir }: a value's part has dir "ltr" or "auto" and is drawn in a <bdi> of that direction (showIsolated), so
  // the line is isolated by markup, not by Unicode's control characters, and a copied line is clean text.
  function isolatedParts(key, values, leftToRight) {
    var text = pageWords[key] !== undefined ? pageWords[key] : key;
    var one = "\\{(?:" + leftToRight.join("|") + ")\\}";
    var pattern = new RegExp("(" + one + "(?: " + one + ")*)|\\{(\\w+)\\}", "g");
    var filled = function (piece) {
      return piece.replace(/\{(\w+)\}/g, function (all, name) { return values && name in values ? String(values[name]) : all; });
    };
    var parts = [], last = 0, match;
    while ((match = pattern.exec(text))) {
      if (match[2] && (!values || !(match[2] in values))) continue;  // a value not given stays as its name
      if (match.index > last) parts.push({ text: text.slice(last, match.index) });
      parts.push(match[1] ? { text: filled(match[1]), dir: "ltr" } : { text: String(values[match[2]]), dir: "auto" });
      last = pattern.lastIndex;
    }
    if (last < text.length) parts.push({ text: text.slice(last) });
    return parts;
  }
  // `element` holding `parts` (isolatedParts): the words as text, each value in a <bdi> of its direction.
  function showIsolated(element, parts) {
    element.textContent = "";
    parts.forEach(function (part) {
      if (!part.dir) { element.appendChild(document.createTextNode(part.text)); return; }
      var isolate = document.createElement("bdi");
      isolate.dir = part.dir;
      isolate.textContent = part.text;
      element.appendChild(isolate);
    });
  }
  function counted(key, count, values) {
    var form = plurals ? plurals.select(count) : count === 1 ? "one" : "other";
    var chosen = pageWords[key + "." + form] !== undefined ? key + "." + form : key + ".other";
    var all = { count: count.toLocaleString(document.documentElement.lang || "en") };
    for (var name in values || {}) all[name] = values[name];
    return word(chosen, all);
  }

  // Text as search compares it, as the index (SearchText.swift) folds it: lower case, without Latin accents and
  // without Arabic vowel marks or hamza (U+064B–U+065F, U+0670), so "epargne" finds "Épargne" and "اسهم" "أسهم"; a
  // full-width letter or digit (as a Japanese or Chinese keyboard types ＡＴＭ or １０００) as its ASCII one, and an
  // Arabic-Indic or Devanagari digit as 0–9; Greek's final sigma as σ (toLowerCase writes ς at a word's end, Swift σ).
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, "")
      .replace(/[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/g, function (other) {
        var code = other.charCodeAt(0);
        return String.fromCharCode(code >= 0xff10 ? code - 0xfee0 : 0x30 + code - (code >= 0x966 ? 0x966 : code >= 0x6f0 ? 0x6f0 : 0x660));
      }).toLowerCase().replace(/\u03c2/g, "\u03c3");
  }

  // A number as a reader types it where `decimal` ("." or ",") is the decimal mark: Arabic-Indic and Devanagari
  // digits read as 0–9 (and the Arabic decimal and group marks as theirs), spaces and signs around it (`$`, `€`, `%`)
  // dropped, a minus sign read, and digits grouped by the other mark in threes (1,234,567.50) or as India writes them (12,34,567); NaN when
  // a group mark stands where no group ends, so `12,50` under a decimal point is never read as 1250. Under a decimal
  // comma a lone point followed by other than three digits is a decimal mark too (1.5; 1.500 is fifteen hundred).
  function typedNumber(text, decimal) {
    decimal = decimal === "," ? "," : ".";  // an Arabic page's mark (٫) is read as a point
    var group = decimal === "," ? "." : ",";
    text = String(text).replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/g, function (digit) {
      var code = digit.charCodeAt(0);
      return String(code - (code >= 0x966 ? 0x966 : code >= 0x6f0 ? 0x6f0 : 0x660));
    }).replace(/\u066b/g, decimal).replace(/\u066c/g, group).replace(/\u2212/g, "-")
      .replace(/[^0-9.,-]/g, "");  // spaces, a currency's sign or code, a percent sign
    if (decimal === "," && /^-?\d+\.\d+$/.test(text) && !/^-?\d{1,3}(\.\d{3})+$/.test(text)) return Number(text);
    var pieces = text.split(decimal), fraction = pieces.length === 2 ? pieces[1] : "";
    if (pieces.length > 2 || !/^\d*$/.test(fraction)) return NaN;
    var sign = pieces[0].charAt(0) === "-" ? "-" : "", whole = pieces[0].slice(sign.length);
    if (whole.indexOf(group) >= 0) {
      var mark = group === "." ? "\\." : ",";
      var thousands = new RegExp("^\\d{1,3}(" + mark + "\\d{3})+$");
      var lakhs = new RegExp("^\\d{1,2}(" + mark + "\\d{2})*" + mark + "\\d{3}$");
      if (!thousands.test(whole) && !lakhs.test(whole)) return NaN;
      whole = whole.split(group).join("");
    }
    if (!/^\d*$/.test(whole) || whole + fraction === "") return NaN;
    return Number(sign + (whole || "0") + "." + (fraction || "0"));
  }

  // `value` (a number as read from the box) times `to` divided by `from` (two rates of the page's snapshot), rounded to
  // `digits` decimals, a half away from zero, as Cash Dash rounds money: worked out exactly from the decimals the
  // numbers are written with, so that 50 EUR at 0.8623 is 43.12 GBP, as the watchlist and `cashdash rates convert`
  // say, not the 43.11 of 43.114999… in floating point. BigInt is called, never written as a literal, so that a
  // browser without it still reads this script (and gets the floating-point answer).
  function convertedAmount(value, from, to, digits) {
    var plain = Math.round(value * to / from * Math.pow(10, digits)) / Math.pow(10, digits);
    if (typeof BigInt !== "function") return plain;
    var ten = BigInt(10);
    var exact = function (number) {  // { units, scale }: number = units / scale
      var match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(number));
      if (!match) return null;
      var fraction = match[2] || "", shift = fraction.length - Number(match[3] || 0);
      var units = BigInt(match[1] + fraction);
      return shift >= 0 ? { units: units, scale: ten ** BigInt(shift) } : { units: units * ten ** BigInt(-shift), scale: BigInt(1) };
    };
    var amount = exact(value), source = exact(from), target = exact(to);
    if (!amount || !source || !target || source.units === BigInt(0)) return plain;
    var numerator = amount.units * target.units * source.scale * ten ** BigInt(digits);
    var denominator = amount.scale * target.scale * source.units;
    var rounded = numerator / denominator;
    if (BigInt(2) * (numerator % denominator) >= denominator) rounded += BigInt(1);
    return Number(rounded) / Math.pow(10, digits);
  }

  function readFavourites() {
    try { return JSON.parse(localStorage.getItem("cashdash-favourites") || "[]"); } catch (e) { return []; }
  }
  function saveFavourites(list) {
    try { localStorage.setItem("cashdash-favourites", JSON.stringify(list)); } catch (e) { /* private mode */ }
  }

  // On paper, every chart shows its numbers: "Show the numbers" opens for printing and closes after.
  var opened = [];
  // The rates page says its rates are old when it is read days after it was built (a schedule that stopped): the
  // note the build writes is true only on the day it was written, so the reader's own clock decides here.
  function showIfStale(note, now) {
    var age = Math.floor((now - Date.parse(note.getAttribute("data-rates-day") + "T00:00:00Z")) / 86400000);
    if (age > Number(note.getAttribute("data-stale-after"))) {
      note.textContent = counted("rates_stale", age, { date: note.getAttribute("data-rates-words") });
      note.hidden = false;
    }
  }
  var staleNote = document.querySelector("[data-rates-day]");
  if (staleNote) showIfStale(staleNote, Date.now());

  window.addEventListener("beforeprint", function () {
    opened = Array.prototype.filter.call(document.querySelectorAll("details.chart-data"), function (d) { return !d.open; });
    opened.forEach(function (d) { d.open = true; });
  });
  window.addEventListener("afterprint", function () {
    opened.forEach(function (d) { d.open = false; });
    opened = [];
  });

  // An amount too wide for its card (a loan of a billion rupees) is written smaller rather than spilling out of it:
  // on the page as it comes, after each resize, and in the cards a calculator adds.
  function fitAmounts(root) {
    Array.prototype.forEach.call(root.querySelectorAll(".money-card-amount"), function (amount) {
      amount.classList.remove("long");
      amount.style.whiteSpace = "nowrap";
      if (amount.scrollWidth > amount.clientWidth) amount.classList.add("long");
      amount.style.whiteSpace = "";
    });
  }
  fitAmounts(document);
  window.addEventListener("resize", function () { fitAmounts(document); });
  new MutationObserver(function (changes) {
    changes.forEach(function (change) {
      Array.prototype.forEach.call(change.addedNodes, function (node) { if (node.querySelectorAll) fitAmounts(node); });
    });
  }).observe(document.body, { childList: true, subtree: true });

  // The print page's Print button.
  Array.prototype.forEach.call(document.querySelectorAll(".print-button"), function (button) {
    button.hidden = false;
    button.addEventListener("click", function () { window.print(); });
  });

  // Loads a script of the site's (a script, not JSON, so that it also works from file://) and calls back once. Its
  // address is the page's own (an attribute the page was written with), as every address comes from the route table.
  function loadScript(href, callback) {
    var script = document.createElement("script");
    script.src = href;
    script.onload = callback;
    document.head.appendChild(script);
  }

  // Beside a chapter on a wide screen, every chapter, this one marked: loaded only when the screen is wide enough
  // to show it (chapter-list.js holds the list once for the whole site).
  var sidebar = document.querySelector(".chapter-sidebar");
  if (sidebar) {
    var wide = window.matchMedia("(min-width: 75rem)");
    var fillSidebar = function () {
      if (!wide.matches || sidebar.hasChildNodes()) return;
      wide.removeEventListener("change", fillSidebar);
      loadScript(sidebar.getAttribute("data-list"), function () {
        var chapters = window.CASHDASH_CHAPTERS || [], current = Number(sidebar.getAttribute("data-current"));
        var title = document.createElement("p"), list = null, section = null, here = null;
        title.className = "box-title";
        title.textContent = word("chapters");
        sidebar.appendChild(title);
        chapters.forEach(function (chapter) {
          if (!list || chapter.s !== section) {
            section = chapter.s;
            if (section) {
              var heading = document.createElement("p");
              heading.className = "sidebar-section";
              heading.textContent = section;
              sidebar.appendChild(heading);
            }
            list = document.createElement("ol");
            sidebar.appendChild(list);
          }
          var item = document.createElement("li"), link = document.createElement("a");
          item.className = "depth-" + chapter.d;
          link.href = root + chapter.u;
          // `l` is a SUMMARY.md book's number as mdBook gives it (null for a prefix or suffix chapter); else `n`.
          var label = "l" in chapter ? chapter.l : chapter.n;
          link.textContent = (label === null ? "" : label + ". ") + chapter.t;
          if (chapter.n === current) { link.setAttribute("aria-current", "page"); here = link; }
          item.appendChild(link);
          list.appendChild(item);
        });
        sidebar.hidden = false;
        if (here) sidebar.scrollTop = Math.max(0, here.offsetTop - sidebar.clientHeight / 2);
      });
    };
    wide.addEventListener("change", fillSidebar);
    fillSidebar();
  }

  // The arrow keys ← and → go to the previous and the next chapter, as in mdBook (the other way round on a page
  // written right to left, where the next one is on the left); not while typing, nor in a box that scrolls sideways
  // (a wide table), where they scroll.
  var previousPage = document.querySelector("a[rel=prev]"), nextPage = document.querySelector("a[rel=next]");
  var backKey = document.documentElement.dir === "rtl" ? "ArrowRight" : "ArrowLeft";
  if (previousPage || nextPage) {
    document.addEventListener("keydown", function (event) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      var target = event.target;
      if (target.closest && target.closest("input, textarea, select, [contenteditable], .table-scroll, .schedule")) return;
      var link = event.key === backKey ? previousPage : /^Arrow(Left|Right)$/.test(event.key) ? nextPage : null;
      if (link) {
        event.preventDefault();
        window.location.href = link.href;
      }
    });
  }

  // The header's Menu button on a phone: opens and closes the navigation and the search.
  var toggle = document.querySelector(".menu-toggle"), menu = document.getElementById("site-menu");
  if (toggle && menu) {
    toggle.addEventListener("click", function () {
      var open = menu.classList.toggle("open");
      toggle.setAttribute("aria-expanded", open ? "true" : "false");
    });
  }

  // The theme button: light or dark, whichever the page is not showing now, kept in this browser for every page.
  var themeButton = document.querySelector(".theme-toggle");
  if (themeButton) {
    var html = document.documentElement, systemDark = window.matchMedia("(prefers-color-scheme: dark)");
    var isDark = function () {
      var chosen = html.getAttribute("data-theme");
      return chosen ? chosen === "dark" : systemDark.matches;
    };
    var showTheme = function () { themeButton.setAttribute("aria-pressed", isDark() ? "true" : "false"); };
    themeButton.hidden = false;
    showTheme();
    themeButton.addEventListener("click", function () {
      var theme = isDark() ? "light" : "dark";
      html.setAttribute("data-theme", theme);
      try { localStorage.setItem("cashdash-theme", theme); } catch (e) { /* private mode: this page only */ }
      showTheme();
    });
    systemDark.addEventListener("change", showTheme);
  }

  // Site search: loads the first file of the index on first use, then the shard of each word typed (search/ra.js
  // holds every word starting "ra"): scripts, not JSON, so that it also works from file://. Words are compared
  // folded (lower case, accents removed), each a prefix of a word of the site, or one a typo or two away (ranked
  // after); every word typed must match, but the words of a question ("what is") when keeping them finds nothing.
  var form = document.querySelector(".site-search");
  if (form) {
    var input = form.querySelector("input"), results = form.querySelector(".search-results");
    var requested = false, loadingShards = {}, foldedTitles = null;
    form.hidden = false;
    // Words are runs of letters and digits; a number written with group marks is one word without them ("1,000",
    // "1.000", "1 000" and "1,00,000" are all 1000), as the index (SearchText.swift) reads them.
    var groupMark = "[,.'\u2019\u00a0\u202f\u066c\uff0c]", wordLetter = "[\\p{Alphabetic}\\p{Nd}\\p{M}]";
    var wordPattern = new RegExp(wordLetter + "*\\p{Nd}(?:" + groupMark + "\\p{Nd}{2,3}(?=" + groupMark + "\\p{Nd}))*"
      + groupMark + "\\p{Nd}{3}(?!\\p{Nd})|" + wordLetter + "+", "gu");
    var groupMarks = new RegExp(groupMark, "g");
    function unmarked(word) { return word.replace(groupMarks, ""); }
    // Chinese and Japanese have no spaces between words: a run of their characters is words of two, one starting at
    // each character (the last of a stretch alone), as the index reads it, so "存钱" is found inside "我们存钱买房".
    var ideograph = /[\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\u{20000}-\u{2ffff}]/u;
    function piecesOf(word) {
      if (!ideograph.test(word)) return [word];
      var characters = word.match(/\P{M}\p{M}*/gu) || [], pieces = [], other = "";
      characters.forEach(function (character, i) {
        if (!ideograph.test(character)) { other += character; return; }
        if (other) { pieces.push(other); other = ""; }
        var next = characters[i + 1];
        pieces.push(next && ideograph.test(next) ? character + next : character);
      });
      if (other) pieces.push(other);
      return pieces;
    }
    // Words of one letter find titles only; a Chinese or Japanese character is a word.
    function searchable(word) { return Array.from(word).length >= 2 || ideograph.test(word); }
    // A word without Arabic's article (الادخار is ادخار) and Hindi's common endings (खातों is खात), as the index
    // keeps it: the first of the index's prefixes it starts with and the first of its endings, each only when two
    // letters are left (the lists are SearchStems.swift's, which the index carries as `stems`).
    var stemPatterns = null;
    function stemmed(word) {
      var stems = window.CASHDASH_SEARCH && window.CASHDASH_SEARCH.stems;
      if (!stems) return word;
      if (!stemPatterns) {
        stemPatterns = [new RegExp("^(?:" + stems.prefixes.join("|") + ")(?=.{" + stems.rest + "})", "u"),
          new RegExp("^(.{" + stems.rest + ",}?)(?:" + stems.suffixes.join("|") + ")$", "u")];
      }
      return word.replace(stemPatterns[0], "").replace(stemPatterns[1], "$1");
    }
    function wordsOf(text) {
      var words = [];
      (fold(text).match(wordPattern) || []).forEach(function (word) {
        piecesOf(unmarked(word)).forEach(function (piece) { words.push(stemmed(piece)); });
      });
      return words;
    }
    // Calls back once the first file is in (only the last callback asked for while it loads).
    var afterIndex = null;
    function withIndex(callback) {
      if (window.CASHDASH_SEARCH) { callback(); return; }
      afterIndex = callback;
      if (requested) return;
      requested = true;
      loadScript(form.getAttribute("data-index"), function () { afterIndex(); });
    }
    // A Chinese or Japanese word is in the shard of sixteen first characters (SearchIndex.swift's shardKey).
    function shardKey(word) {
      var first = word.codePointAt(0);
      if (ideograph.test(String.fromCodePoint(first))) return String.fromCodePoint(first - first % 16);
      return Array.from(word).slice(0, 2).join("");
    }
    // Loads the shards the query's words need; calls back (once all are in) when one was missing.
    function withShards(words, callback) {
      var index = window.CASHDASH_SEARCH, waiting = 0;
      var keys = [];
      words.filter(searchable).forEach(function (word) { keys.push.apply(keys, [shardKey(word)].concat(nearKeys(word))); });
      keys.forEach(function (key) {
        var file = index.shards[key];
        if (!file || index.words[key]) return;
        waiting++;
        if (loadingShards[key]) return;
        loadingShards[key] = true;
        var script = document.createElement("script");
        script.src = form.getAttribute("data-shard").replace("*", file);
        script.onload = script.onerror = function () { delete loadingShards[key]; callback(); };
        document.head.appendChild(script);
      });
      return waiting === 0;
    }
    // How many edits a word of the query may be away from a word of the site: one from 5 letters, two from 9.
    function editsForgiven(word) {
      var length = Array.from(word).length;
      return ideograph.test(word) ? 0 : length >= 9 ? 2 : length >= 5 ? 1 : 0;
    }
    // The fewest edits (a letter added, left out, changed, or two side by side swapped) that make `word` the start
    // of `term` (`start`) and `term` itself (`whole`), either `most` + 1 when it takes more: "compund" is one from
    // "compounding" and "intrest" one from "interest". Row by row over `word`, stopping when a row is all past `most`.
    function edits(word, term, most) {
      var a = Array.from(word), full = Array.from(term), b = full.slice(0, a.length + most);
      var before = null, last = [], i, j, past = { start: most + 1, whole: most + 1 };
      for (j = 0; j <= b.length; j++) last.push(j);
      for (i = 1; i <= a.length; i++) {
        var row = [i], low = i;
        for (j = 1; j <= b.length; j++) {
          var value = Math.min(last[j] + 1, row[j - 1] + 1, last[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
          row.push(value);
          low = Math.min(low, value);
        }
        if (low > most) return past;
        before = last;
        last = row;
      }
      for (j = Math.max(0, a.length - most); j <= b.length; j++) past.start = Math.min(past.start, last[j]);
      if (full.length === b.length) past.whole = Math.min(past.whole, last[b.length]);
      return past;
    }
    // The shards where a word a typo away from `word` may be besides its own: the typo may be in its first two letters,
    // as two letters swapped ("wroth" for "worth", in the shard "wo"), the second left out or one too many at the start.
    function nearKeys(word) {
      var letters = Array.from(word);
      if (!editsForgiven(word)) return [];
      return [letters[0] + letters[2], letters[1] + letters[0], letters[1] + letters[2]].filter(function (key) {
        return key !== shardKey(word);
      });
    }
    // Every entry a word matches, with the best score (a whole word counts more than the start of a longer one), the
    // place to show, and whether only a word an edit or two away matched (`edited`, ranked after the rest); and the
    // words of the site it matched that way (`terms`), to mark them.
    function matches(word) {
      var found = {}, terms = [], index = window.CASHDASH_SEARCH, forgiven = editsForgiven(word);
      var shortest = Array.from(word).length - forgiven;
      [shardKey(word)].concat(nearKeys(word)).forEach(function (key) {
        var shard = index.words[key] || {};
        Object.keys(shard).forEach(function (term) {
          var exact = term === word, edited = term.lastIndexOf(word, 0) === 0 ? 0 : 1;
          // (A term shorter in UTF-16 units is shorter in letters too.)
          if (edited) {
            var away = forgiven && term.length >= shortest ? edits(word, term, forgiven) : null;
            if (!away || away.start > forgiven) return;
            terms.push(term);
            exact = away.whole <= forgiven;
          }
          add(found, shard[term], exact, edited);
        });
      });
      return { found: found, terms: terms };
    }
    // Adds a term's entries to `found`: [entry, score, anchor, excerpt] for the best few, then entry, score pairs.
    function add(found, list, exact, edited) {
      for (var i = 0; i < list.length; i++) {
        var posting = Array.isArray(list[i]) ? list[i] : [list[i], list[++i]];
        var score = exact ? posting[1] * 2 : posting[1], best = found[posting[0]];
        if (!best || (best.edited && !edited) || (best.edited === edited && score > best.score)) {
          found[posting[0]] = { score: score, anchor: posting[2], excerpt: posting[3], edited: edited };
        } else if (best.excerpt === undefined && posting[3] !== undefined && best.edited === edited) {
          best.anchor = posting[2];
          best.excerpt = posting[3];
        }
      }
    }
    // The entries whose title has a word starting with each word (or with one of the words of the site an edit or
    // two from it, `near[word]`): 100, and 200 for a title that is just the words asked ("Interest" for "interest",
    // a term before the chapters that use it).
    function titleMatches(words, near) {
      var index = window.CASHDASH_SEARCH, found = {};
      if (!foldedTitles) foldedTitles = index.entries.map(function (entry) { return wordsOf(entry[1]); });
      var choices = words.map(function (word) { return [word].concat((near && near[word]) || []); });
      foldedTitles.forEach(function (titleWords, number) {
        var all = choices.every(function (choice) {
          return titleWords.some(function (titleWord) {
            return choice.some(function (word) { return titleWord.lastIndexOf(word, 0) === 0; });
          });
        });
        var just = all && titleWords.every(function (titleWord) {
          return choices.some(function (choice) { return choice.indexOf(titleWord) >= 0; });
        });
        if (all) found[number] = { score: just ? 200 : 100 };
      });
      return found;
    }
    // Text with the words that start with one of `words` in <mark>, as DOM nodes (never HTML).
    function highlighted(text, words, into) {
      var last = 0, match, pattern = new RegExp(wordPattern.source, "gu");
      function mark(start, end) {
        // Marks that meet (存钱 and 买房 in 存钱买房) are one.
        if (start === last && into.lastChild && into.lastChild.nodeName === "MARK") {
          into.lastChild.textContent += text.slice(start, end);
          last = end;
          return;
        }
        into.appendChild(document.createTextNode(text.slice(last, start)));
        var element = document.createElement("mark");
        element.textContent = text.slice(start, end);
        into.appendChild(element);
        last = end;
      }
      while ((match = pattern.exec(text))) {
        if (ideograph.test(match[0])) {
          // Without spaces, each place where a word typed starts is marked.
          var characters = [], part, parts = /\P{M}\p{M}*/gu;
          while ((part = parts.exec(match[0]))) {
            characters.push({ start: match.index + part.index, end: match.index + parts.lastIndex, text: unmarked(fold(part[0])) });
          }
          characters.forEach(function (character, i) {
            if (character.start < last) return;
            words.some(function (query) {
              var joined = "", end = i;
              while (end < characters.length && joined.length < query.length) joined += characters[end++].text;
              if (joined.lastIndexOf(query, 0) !== 0) return false;
              mark(character.start, characters[end - 1].end);
              return true;
            });
          });
          continue;
        }
        var word = stemmed(unmarked(fold(match[0])));
        if (words.some(function (query) { return word.lastIndexOf(query, 0) === 0; })) mark(match.index, match.index + match[0].length);
      }
      into.appendChild(document.createTextNode(text.slice(last)));
    }
    // The words a question puts around what it asks ("what is", "how do I", "calculator"), in the page's language
    // (the catalogue's search.question_words), folded as a query is.
    var questionWords = null, kindWords = null;
    function withoutQuestionWords(words) {
      if (!questionWords) questionWords = wordsOf(pageWords["search.question_words"] || "");
      return words.filter(function (word) { return questionWords.indexOf(word) < 0; });
    }
    // The entries that match every word, ranked: first by how many words matched only a word an edit or two away
    // (none first), then by score; and the words of the site matched that way (`terms`), to mark. A word matches
    // an entry's kind too ("calculator" every calculator). Only the words the question asks about count in the
    // score (not "what" or "how"), unless it has no others.
    function search(words) {
      var index = window.CASHDASH_SEARCH, asked = withoutQuestionWords(words);
      if (!asked.length) asked = words;
      if (!kindWords) kindWords = index.kinds.map(wordsOf);
      var text = null, terms = [], near = {};
      // The words asked about first, so that an excerpt shows one of them.
      asked.concat(words.filter(function (word) { return asked.indexOf(word) < 0; })).filter(searchable).forEach(function (word) {
        var matched = matches(word), found = matched.found, counts = asked.indexOf(word) >= 0;
        terms.push.apply(terms, matched.terms);
        near[word] = matched.terms;
        index.entries.forEach(function (entry, number) {
          var kind = kindWords[entry[0]].some(function (name) { return name.lastIndexOf(word, 0) === 0; });
          if (kind && !found[number]) found[number] = { score: 0, edited: 0 };
        });
        Object.keys(found).forEach(function (number) { if (!counts) found[number].score = 0; });
        if (text === null) { text = found; return; }
        Object.keys(text).forEach(function (number) {
          if (!found[number]) { delete text[number]; return; }
          var now = text[number], more = found[number];
          now.score += more.score;
          now.edited += more.edited;
          if (now.excerpt === undefined && more.excerpt !== undefined) { now.anchor = more.anchor; now.excerpt = more.excerpt; }
        });
      });
      var scores = titleMatches(asked, near);
      Object.keys(text || {}).forEach(function (number) {
        var title = scores[number], hit = text[number];
        hit.score += title ? title.score : 0;
        scores[number] = hit;
      });
      var ranked = Object.keys(scores).map(Number).sort(function (a, b) {
        return (scores[a].edited || 0) - (scores[b].edited || 0) || scores[b].score - scores[a].score || a - b;
      });
      return { ranked: ranked, scores: scores, terms: terms, asked: asked };
    }
    function show() {
      results.innerHTML = "";
      var index = window.CASHDASH_SEARCH, words = index ? wordsOf(input.value) : [];
      if (!words.length) { results.hidden = true; return; }
      if (!withShards(words.filter(searchable), show)) return;
      // The words of a question are left out of a search that finds nothing with them.
      var found = search(words);
      if (!found.ranked.length && found.asked.length < words.length) found = search(found.asked);
      var ranked = found.ranked, scores = found.scores, marked = found.asked.concat(found.terms);
      ranked.slice(0, 10).forEach(function (number) {
        var entry = index.entries[number], hit = scores[number];
        var li = document.createElement("li"), a = document.createElement("a"), title = document.createElement("span");
        var kind = document.createElement("span");
        // Addresses are kept short: without the folder the kind shares, and without a last index.html.
        var url = index.prefixes[entry[0]] + entry[2];
        if (url === "" || url.charAt(url.length - 1) === "/") url += "index.html";
        a.href = root + url + (hit.anchor ? "#" + hit.anchor : "");
        title.className = "search-title";
        highlighted(entry[1], marked, title);
        a.appendChild(title);
        kind.className = "search-kind";
        kind.textContent = index.kinds[entry[0]];
        a.appendChild(kind);
        if (hit.excerpt) {
          var excerpt = document.createElement("span");
          excerpt.className = "search-excerpt";
          highlighted(hit.excerpt, marked, excerpt);
          a.appendChild(excerpt);
        }
        li.appendChild(a);
        results.appendChild(li);
      });
      if (!ranked.length) {
        var none = document.createElement("li");
        none.className = "search-none";
        none.textContent = word("search.none");
        results.appendChild(none);
      }
      results.hidden = false;
      // Under the box's end edge (its right, or its left on a page written right to left), unless that would put
      // it off the screen (a header that wrapped puts the box at the other side): then under its other edge.
      results.style.left = results.style.right = "";
      var placed = results.getBoundingClientRect();
      if (placed.left < 0) { results.style.left = "0"; results.style.right = "auto"; }
      else if (placed.right > document.documentElement.clientWidth) { results.style.right = "0"; results.style.left = "auto"; }
    }
    input.addEventListener("focus", function () { withIndex(function () {}); });
    input.addEventListener("input", function () { withIndex(show); });
    // Arrow keys move between the box and the results; Escape closes them; a click elsewhere closes them too.
    function links() { return Array.prototype.slice.call(results.querySelectorAll("a")); }
    form.addEventListener("keydown", function (event) {
      var list = links(), at = list.indexOf(document.activeElement);
      if (event.key === "ArrowDown" && list.length) {
        event.preventDefault();
        results.hidden = false;
        list[Math.min(at + 1, list.length - 1)].focus();
      } else if (event.key === "ArrowUp" && at >= 0) {
        event.preventDefault();
        if (at === 0) input.focus(); else list[at - 1].focus();
      } else if (event.key === "Escape") {
        results.hidden = true;
        input.focus();
      }
    });
    document.addEventListener("click", function (event) {
      if (!form.contains(event.target)) results.hidden = true;
    });

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var first = results.querySelector("a");
      if (first) window.location.href = first.href;
    });
  }

  // Rates: the offline converter, with the latest rates embedded in the page.
  var converter = document.getElementById("converter");
  if (converter) {
    var data = JSON.parse(document.getElementById("converter-rates").textContent);
    var amount = document.getElementById("converter-amount");
    var from = document.getElementById("converter-from"), to = document.getElementById("converter-to");
    var result = converter.querySelector(".converter-result");
    converter.hidden = false;
    // Numbers as the page's locale writes them (`data-locale` on <html>: 1,00,000.00 in India, 1 234,50 in France).
    var locale = document.documentElement.getAttribute("data-locale") || document.documentElement.lang || "en";
    var written = function (number, options) {
      options.numberingSystem = "latn";
      try { return number.toLocaleString(locale, options); } catch (e) { return number.toLocaleString("en", options); }
    };
    var decimalComma = written(1.5, { minimumFractionDigits: 1 }).indexOf(",") >= 0;
    var convert = function () {
      var value = typedNumber(amount.value, decimalComma ? "," : ".");
      if (!amount.value.trim() || !isFinite(value) || value < 0) {
        result.textContent = word("converter.type_amount");
        return;
      }
      var digits = data.minor[to.value];
      var converted = convertedAmount(value, data.rates[from.value], data.rates[to.value], digits);
      showIsolated(result, isolatedParts("converter.result", {
        // As typed, to its last decimal: the amount converted is the one shown.
        amount: written(value, { maximumFractionDigits: Math.max(data.minor[from.value], 6) }), from: from.value,
        result: written(converted, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
        to: to.value, date: data.dateText || data.date }, ["amount", "from", "result", "to"]));
    };
    [amount, from, to].forEach(function (field) { field.addEventListener("input", convert); });
    convert();
  }

  // Currency list: filter as you type.
  var filterBox = document.getElementById("currency-filter");
  if (filterBox) {
    filterBox.parentNode.hidden = false;
    var items = Array.prototype.slice.call(document.querySelectorAll(".currency-list li"));
    filterBox.addEventListener("input", function () {
      var query = filterBox.value.trim().toLowerCase();
      items.forEach(function (item) { item.hidden = query && item.getAttribute("data-search").toLowerCase().indexOf(query) < 0; });
    });
  }

  // Self-check quizzes (issue 33): a Check button for each question, which says whether the answer is right and why,
  // and progress kept in this browser. The answers come from the question's own "Show the answer" disclosure; the
  // print page has none, so its quizzes stay as they are.
  function readQuizProgress() {
    try { return JSON.parse(localStorage.getItem("cashdash-quizzes") || "{}") || {}; } catch (e) { return {}; }
  }
  function saveQuizProgress(progress) {
    try { localStorage.setItem("cashdash-quizzes", JSON.stringify(progress)); } catch (e) { /* private mode */ }
  }
  var quizProgress = readQuizProgress();
  Array.prototype.forEach.call(document.querySelectorAll("[data-quiz]"), function (quiz) {
    var questions = Array.prototype.filter.call(quiz.querySelectorAll(".quiz-question"), function (question) {
      return question.querySelector(".quiz-answer");
    });
    if (!questions.length) return;
    var progress = quiz.querySelector(".quiz-progress");
    var score = document.createElement("span"), restart = document.createElement("button");
    restart.type = "button";
    restart.className = "quiz-restart";
    restart.textContent = word("quiz.restart");
    progress.appendChild(score);
    progress.appendChild(document.createTextNode(" "));
    progress.appendChild(restart);
    function showProgress() {
      var tried = 0, right = 0;
      questions.forEach(function (question) {
        var saved = quizProgress[question.id];
        if (saved) { tried++; if (saved.right) right++; }
      });
      progress.hidden = tried === 0;
      score.textContent = word(right === questions.length ? "quiz.done" : "quiz.progress", { right: right, total: questions.length });
    }
    // Forgets this quiz's answers, in the page and in the browser.
    restart.addEventListener("click", function () {
      questions.forEach(function (question) {
        delete quizProgress[question.id];
        Array.prototype.forEach.call(question.querySelectorAll("input"), function (input) {
          input.checked = false;
          if (input.type === "text") input.value = "";
        });
        var feedback = question.querySelector(".quiz-feedback");
        feedback.textContent = "";
        feedback.className = "quiz-feedback";
        question.querySelector(".quiz-answer").open = false;
      });
      saveQuizProgress(quizProgress);
      showProgress();
      var first = quiz.querySelector(".quiz-question input");
      if (first) first.focus();
    });
    function copies(nodes) {
      return Array.prototype.map.call(nodes, function (node) { return node.cloneNode(true); });
    }
    questions.forEach(function (question) {
      var kind = question.getAttribute("data-kind"), feedback = question.querySelector(".quiz-feedback");
      var inputs = question.querySelectorAll("input");
      question.querySelector(".quiz-actions").hidden = false;
      function current() {
        if (kind === "number") return inputs[0].value;
        return Array.prototype.filter.call(inputs, function (input) { return input.checked; }).map(function (input) { return input.value; });
      }
      // Says whether the answer is right (true), wrong (false) or not given yet (null), with what explains it.
      function say(right, message, details) {
        feedback.className = "quiz-feedback" + (right === null ? "" : right ? " is-right" : " is-wrong");
        feedback.textContent = "";
        var p = document.createElement("p");
        if (right !== null) {
          var strong = document.createElement("strong");
          strong.textContent = word(right ? "quiz.right" : "quiz.wrong");
          p.appendChild(strong);
          p.appendChild(document.createTextNode(" "));
        }
        if (message) p.appendChild(document.createTextNode(message));
        feedback.appendChild(p);
        details.forEach(function (node) { feedback.appendChild(node); });
      }
      function check(answer) {
        var right;
        if (kind === "number") {
          var separator = question.getAttribute("data-decimal") || ".";
          var value = typedNumber(answer, separator);
          if (isNaN(value)) { say(null, word("quiz.number_first"), []); return false; }
          var key = question.querySelector(".quiz-answer");
          var target = parseFloat(key.getAttribute("data-answer"));
          var tolerance = parseFloat(key.getAttribute("data-tolerance")) || 0;
          right = Math.abs(value - target) <= tolerance + 1e-9;
          var why = question.querySelectorAll(".quiz-answer .quiz-why");
          say(right, right ? "" : word("quiz.try_again"),
            copies(right ? question.querySelectorAll(".quiz-answer > p") : why));
        } else {
          if (!answer.length) { say(null, word("quiz.pick_first"), []); return false; }
          var rightChoices = Array.prototype.map.call(question.querySelectorAll(".quiz-explanations .quiz-right"), function (li) {
            return li.getAttribute("data-choice");
          });
          right = answer.length === rightChoices.length && answer.every(function (choice) { return rightChoices.indexOf(choice) >= 0; });
          var list = document.createElement("ul");
          answer.forEach(function (choice) {
            var li = question.querySelector('.quiz-explanations [data-choice="' + choice + '"]');
            if (li) list.appendChild(li.cloneNode(true));
          });
          var missing = !right && answer.every(function (choice) { return rightChoices.indexOf(choice) >= 0; });
          say(right, missing ? word("quiz.more_to_pick") : "", [list]);
        }
        return true;
      }
      question.querySelector(".quiz-check").addEventListener("click", function () {
        var answer = current();
        if (!check(answer)) return;
        quizProgress[question.id] = { answer: answer, right: feedback.className.indexOf("is-right") >= 0 };
        saveQuizProgress(quizProgress);
        showProgress();
      });
      var saved = quizProgress[question.id];
      if (saved) {
        if (kind === "number") inputs[0].value = saved.answer;
        else Array.prototype.forEach.call(inputs, function (input) { input.checked = saved.answer.indexOf(input.value) >= 0; });
        check(saved.answer);
      }
    });
    showProgress();
  });

  // A student's checkbook (`privacy: codes`): the page carries the student's transactions sealed with AES-GCM under a
  // key derived from the student's checkbook code (PBKDF2-HMAC-SHA256, the rounds and salt beside the sealed bytes);
  // the code typed derives the key here, in the browser's own WebCrypto, and opens them. Nothing leaves the page.
  Array.prototype.forEach.call(document.querySelectorAll(".checkbook"), function (checkbook) {
    var form = checkbook.querySelector(".checkbook-form"), status = checkbook.querySelector(".checkbook-status");
    var box = checkbook.querySelector("input"), table = checkbook.querySelector(".checkbook-table");
    var intro = checkbook.querySelector(".checkbook-intro"), savings = checkbook.querySelector(".checkbook-savings");
    var subtle = window.crypto && window.crypto.subtle;
    if (!subtle || !window.TextEncoder) { status.textContent = word("checkbook.no_crypto"); return; }
    var sealed = JSON.parse(checkbook.querySelector(".checkbook-sealed").textContent);
    var bytes = function (base64) { return Uint8Array.from(atob(base64), function (c) { return c.charCodeAt(0); }); };
    form.hidden = false;
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var code = box.value.toUpperCase().replace(/[\s\-\u2010-\u2015]/g, "");
      if (!code) { status.textContent = word("checkbook.empty_code"); box.focus(); return; }
      status.textContent = word("checkbook.opening");
      subtle.importKey("raw", new TextEncoder().encode(code), "PBKDF2", false, ["deriveKey"]).then(function (typed) {
        return subtle.deriveKey({ name: "PBKDF2", salt: bytes(sealed.salt), iterations: sealed.rounds, hash: "SHA-256" },
          typed, { name: "AES-GCM", length: 256 }, false, ["decrypt"]);
      }).then(function (key) {
        return subtle.decrypt({ name: "AES-GCM", iv: bytes(sealed.iv) }, key, bytes(sealed.data));
      }).then(function (plain) {
        // Checking's lines, and savings' once the class saves.
        var lines = JSON.parse(new TextDecoder().decode(plain));
        showCheckbook(table, lines.checking);
        if (savings && lines.savings) showCheckbook(savings, lines.savings);
        status.textContent = word("checkbook.opened");
        // The form goes with the button that has the focus: the focus moves to the rows opened, not to the page's top.
        table.focus();
        form.hidden = true;
        if (intro) intro.hidden = true;
      }, function () {
        table.hidden = true;
        if (savings) savings.hidden = true;
        status.textContent = word("checkbook.wrong");
        box.select();
      });
    });
  });

  // The opened rows in the checkbook's table, as the register of a page under names shows them: text only, and what
  // the class wrote (a memo, a name) isolated in a <bdi>, so that it keeps its own direction in the page's.
  function showCheckbook(table, rows) {
    var body = table.querySelector("tbody");
    body.textContent = "";
    var isolated = function (text) {
      var bdi = document.createElement("bdi");
      bdi.textContent = text;
      return bdi;
    };
    var cell = function (row, className, text) {
      var td = document.createElement("td");
      if (className) td.className = className;
      if (text !== undefined) td.textContent = text;
      row.appendChild(td);
      return td;
    };
    var day = function (line) {
      var time = document.createElement("time");
      time.setAttribute("datetime", line.day);
      time.textContent = line.date;
      return time;
    };
    rows.forEach(function (line) {
      var row = document.createElement("tr");
      cell(row, "wide-only").appendChild(day(line));
      var what = cell(row), when = document.createElement("span"), party = document.createElement("span");
      when.className = "narrow-only when";
      when.appendChild(day(line));
      party.className = "narrow-only";
      party.textContent = " · ";
      party.appendChild(isolated(line.party));
      what.appendChild(when);
      what.appendChild(isolated(line.memo));
      what.appendChild(party);
      cell(row, "wide-only").appendChild(isolated(line.party));
      var amount = cell(row, "number amount " + line.direction), sign = document.createElement("span");
      sign.className = "visually-hidden";
      sign.textContent = line.sign + " ";
      amount.appendChild(sign);
      amount.appendChild(document.createTextNode(line.amount));
      cell(row, "number", line.balance);
      body.appendChild(row);
    });
    table.hidden = false;
  }

  // Glossary: filter as you type, and stars for favourites.
  var glossary = document.querySelector(".glossary");
  if (!glossary) return;
  var tools = glossary.querySelector(".glossary-tools");
  var search = document.getElementById("glossary-search");
  var onlyFavourites = document.getElementById("glossary-favourites");
  var count = glossary.querySelector(".glossary-count");
  var noResults = glossary.querySelector(".no-results");
  var entries = Array.prototype.slice.call(glossary.querySelectorAll(".entry"));
  var favourites = readFavourites();
  tools.hidden = false;

  entries.forEach(function (entry) {
    // The term and its definition, not the star's hidden label ("Add Budget to favourites"), which every entry has.
    entry.searchText = fold(Array.prototype.map.call(entry.querySelectorAll(".term, dd"), function (part) {
      return part.textContent;
    }).join(" "));
    var star = entry.querySelector(".star");
    star.hidden = false;
    paint(entry);
    star.addEventListener("click", function () {
      var term = entry.getAttribute("data-term"), at = favourites.indexOf(term);
      if (at < 0) favourites.push(term); else favourites.splice(at, 1);
      favourites.sort();
      saveFavourites(favourites);
      paint(entry);
      filter();
    });
  });

  function paint(entry) {
    var star = entry.querySelector(".star"), on = favourites.indexOf(entry.getAttribute("data-term")) >= 0;
    star.setAttribute("aria-pressed", on ? "true" : "false");
    star.firstChild.nodeValue = on ? "★" : "☆";
    star.lastChild.textContent = " " + word(on ? "glossary.remove" : "glossary.add", { term: entry.querySelector(".term").textContent });
  }

  function filter() {
    var query = fold(search.value.trim()), visible = 0;
    entries.forEach(function (entry) {
      var match = (!query || entry.searchText.indexOf(query) >= 0) &&
        (!onlyFavourites.checked || favourites.indexOf(entry.getAttribute("data-term")) >= 0);
      entry.hidden = !match;
      if (match) visible++;
    });
    Array.prototype.forEach.call(glossary.querySelectorAll(".letter-group"), function (group) {
      group.hidden = !group.querySelector(".entry:not([hidden])");
    });
    noResults.hidden = visible > 0;
    count.textContent = query || onlyFavourites.checked ? counted("glossary.shown", visible) : "";
  }

  search.addEventListener("input", filter);
  onlyFavourites.addEventListener("change", filter);
})();
