import CashDashKit
import Foundation

/// The script the preview server adds to every page it serves (never to a built page): it listens for builds,
/// reloads the page after each one, and shows a build's errors over the page until they are fixed.
enum LiveReload {
    static let scriptPath = "/__cashdash/live.js"
    static let eventsPath = "/__cashdash/events"
    static let statePath = "/__cashdash/state"

    /// `html` with the script tag before its closing `</body>` (or at its end), found from the end: a byte search,
    /// as a long page (the print page) took seconds through `String`'s.
    static func inject(into html: Data) -> Data {
        let tag = Data("<script src=\"\(scriptPath)\"></script>\n".utf8)
        guard let body = html.lastRange(of: Data("</body>".utf8)) else { return html + tag }
        var page = html
        page.insert(contentsOf: tag, at: body.lowerBound)
        return page
    }

    /// The script. Errors are set as text (`textContent`), never as HTML, so a message shows exactly as written.
    static let script = """
        // Cash Dash preview: reloads after each build and shows build errors. Added only by `cashdash serve`.
        (function () {
          "use strict";
          var seen = null;
          var overlay = null;
          function show(problems) {
            if (overlay) { overlay.remove(); overlay = null; }
            if (!problems.length) return;
            overlay = document.createElement("div");
            overlay.setAttribute("role", "alertdialog");
            overlay.setAttribute("aria-label", "Build problems");
            overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgba(16,33,62,0.96);" +
              "color:#fff;font:15px/1.5 system-ui,sans-serif;padding:2rem;";
            var title = document.createElement("h2");
            title.textContent = "The last change has a problem, so this is still the last good version of the site.";
            title.style.cssText = "font-size:1.2rem;margin:0 0 1rem;";
            overlay.appendChild(title);
            var hint = document.createElement("p");
            hint.textContent = "Fix it and save: this page reloads by itself.";
            overlay.appendChild(hint);
            var list = document.createElement("ul");
            list.style.cssText = "font-family:ui-monospace,monospace;font-size:14px;padding-left:1.2rem;";
            problems.forEach(function (problem) {
              var item = document.createElement("li");
              item.textContent = problem;
              item.style.margin = "0.4rem 0";
              list.appendChild(item);
            });
            overlay.appendChild(list);
            document.body.appendChild(overlay);
          }
          function connect() {
            var source = new EventSource("\(eventsPath)");
            source.addEventListener("build", function (event) {
              var report = JSON.parse(event.data);
              if (seen !== null && report.generation !== seen) { location.reload(); return; }
              seen = report.generation;
              show(report.problems);
            });
            source.onerror = function () { source.close(); setTimeout(connect, 1000); };
          }
          connect();
        })();

        """
}
