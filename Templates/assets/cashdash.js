// Cash Dash's one small script. Every page is complete without it; it adds the search box in the header, and on
// the glossary page, search as you type and favourites kept in this browser. No network, no libraries.
(function () {
  "use strict";
  var root = document.documentElement.getAttribute("data-root") || "";

  function readFavourites() {
    try { return JSON.parse(localStorage.getItem("cashdash-favourites") || "[]"); } catch (e) { return []; }
  }
  function saveFavourites(list) {
    try { localStorage.setItem("cashdash-favourites", JSON.stringify(list)); } catch (e) { /* private mode */ }
  }

  // On paper, every chart shows its numbers: "Show the numbers" opens for printing and closes after.
  var opened = [];
  window.addEventListener("beforeprint", function () {
    opened = Array.prototype.filter.call(document.querySelectorAll("details.chart-data"), function (d) { return !d.open; });
    opened.forEach(function (d) { d.open = true; });
  });
  window.addEventListener("afterprint", function () {
    opened.forEach(function (d) { d.open = false; });
    opened = [];
  });

  // The header's Menu button on a phone: opens and closes the navigation and the search.
  var toggle = document.querySelector(".menu-toggle"), menu = document.getElementById("site-menu");
  if (toggle && menu) {
    toggle.addEventListener("click", function () {
      var open = menu.classList.toggle("open");
      toggle.setAttribute("aria-expanded", open ? "true" : "false");
    });
  }

  // Site search: loads the index on first use (a script, so that it also works from file://).
  var form = document.querySelector(".site-search");
  if (form) {
    var input = form.querySelector("input"), results = form.querySelector(".search-results");
    var requested = false;
    form.hidden = false;
    function withIndex(callback) {
      if (window.CASHDASH_SEARCH) { callback(); return; }
      if (requested) return;
      requested = true;
      var script = document.createElement("script");
      script.src = root + "search-index.js";
      script.onload = callback;
      document.head.appendChild(script);
    }
    function show() {
      var query = input.value.trim().toLowerCase();
      results.innerHTML = "";
      if (!query || !window.CASHDASH_SEARCH) { results.hidden = true; return; }
      var shown = 0;
      for (var i = 0; i < window.CASHDASH_SEARCH.length && shown < 10; i++) {
        var item = window.CASHDASH_SEARCH[i];
        if (item.t.toLowerCase().indexOf(query) < 0) continue;
        var li = document.createElement("li"), a = document.createElement("a"), kind = document.createElement("span");
        a.href = root + item.u;
        a.textContent = item.t;
        kind.className = "search-kind";
        kind.textContent = item.k;
        a.appendChild(kind);
        li.appendChild(a);
        results.appendChild(li);
        shown++;
      }
      if (!shown) {
        var none = document.createElement("li");
        none.className = "search-none";
        none.textContent = "Nothing found";
        results.appendChild(none);
      }
      results.hidden = false;
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
    var convert = function () {
      var value = Number(amount.value.replace(/,/g, "").trim());
      if (!amount.value.trim() || !isFinite(value) || value < 0) {
        result.textContent = "Type an amount, like 100 or 12.50";
        return;
      }
      var converted = value * data.rates[to.value] / data.rates[from.value];
      var digits = data.minor[to.value];
      result.textContent = value.toLocaleString("en-US", { maximumFractionDigits: data.minor[from.value] }) + " " + from.value +
        " = " + converted.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits }) + " " +
        to.value + " (rates of " + data.date + ")";
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
    entry.searchText = entry.textContent.toLowerCase();
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
    star.lastChild.textContent = (on ? " Remove " : " Add ") + entry.querySelector(".term").textContent +
      (on ? " from favourites" : " to favourites");
  }

  function filter() {
    var query = search.value.trim().toLowerCase(), visible = 0;
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
    count.textContent = query || onlyFavourites.checked ? visible + (visible === 1 ? " word" : " words") + " shown" : "";
  }

  search.addEventListener("input", filter);
  onlyFavourites.addEventListener("change", filter);
})();
