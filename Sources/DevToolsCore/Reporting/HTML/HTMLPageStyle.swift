/// The page's only style sheet and script, inline so the report is one file that opens anywhere, with
/// no network. Colours are light backgrounds under near-black text (contrast above 10:1), and every
/// coloured cell also says its figure in words, so colour is never the only signal. The script only
/// adds the findings filter: the page is complete without it.
enum HTMLPageStyle {
    static let css = """
        [hidden]{display:none!important}
        :root{color-scheme:light}
        body{margin:0 auto;max-width:1180px;padding:16px 20px 40px;color:#1b1f24;background:#fff;
        font:15px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
        h1{font-size:1.55rem;margin:.2em 0 .1em;overflow-wrap:anywhere}h2{font-size:1.25rem;margin:1.6em 0 .4em;border-bottom:2px solid #d0d7de}
        h3{font-size:1.05rem;margin:1.2em 0 .3em}h4{font-size:.95rem;margin:.8em 0 .2em;overflow-wrap:anywhere}
        .meta,.hint{color:#3d444d;margin:.2em 0}
        dl.summary{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}
        dl.summary dt{font-weight:600}dl.summary dd{margin:0;overflow-wrap:anywhere}
        .sev{display:inline-block;border-radius:4px;padding:0 6px;font-size:.85em;font-weight:600;border:1px solid}
        .sev-error{background:#ffe3e0;color:#82071e;border-color:#d1242f}
        .sev-warning{background:#fff4cc;color:#5c3d00;border-color:#bf8700}
        .sev-note{background:#e3eeff;color:#0a3069;border-color:#0969da}
        .scroll{overflow-x:auto;max-width:100%}
        .scroll-cue{display:none;margin:.3em 0 0;font-size:.85em;font-weight:600;color:#3d444d}
        .wide.fits .scroll-cue{display:none}.wide.overflows .scroll-cue{display:block}
        table{border-collapse:collapse;margin:.3em 0}
        th,td{border:1px solid #afb8c1;padding:4px 8px;text-align:left;vertical-align:top}
        thead th{background:#f0f3f6;position:sticky;top:0}
        table.grid td{text-align:center;white-space:nowrap;font-variant-numeric:tabular-nums;min-width:4.5em}
        table.grid td.needs{white-space:normal;min-width:6em}
        table.grid td small{display:block;font-size:.78em;color:#24292f}
        .pct{font-weight:700}
        .c100{background:#c9ecd2}.c90{background:#e4f5d4}.c75{background:#fff2c4}.c50{background:#ffdcbf}.c0{background:#fbcfcb}
        .cna{background:#f3f4f6;color:#3d444d}
        .cnote{background:#e3eeff;color:#0a3069}
        ul.legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:6px;margin:.4em 0}
        ul.legend li{border:1px solid #afb8c1;padding:1px 8px;border-radius:4px}
        ol.findings{list-style:none;padding:0;margin:0}
        ol.findings>li{border-left:4px solid #afb8c1;padding:4px 8px;margin:6px 0;background:#fafbfc}
        ol.findings>li.error{border-left-color:#d1242f}ol.findings>li.warning{border-left-color:#bf8700}
        ol.findings>li.note{border-left-color:#0969da}
        .loc{font:13px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere}
        p.message .loc{margin-right:6px}
        p.message{margin:0;overflow-wrap:anywhere}
        pre.source{margin:4px 0 0;padding:3px 6px;background:#eef1f4;white-space:pre-wrap;overflow-wrap:anywhere;
        font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
        pre.source .ln{color:#3d444d;user-select:none}
        .spec{white-space:nowrap}
        ul.notes{margin:4px 0 0;padding-left:1.2em;font-size:.92em;overflow-wrap:anywhere}
        #filter-box{position:sticky;top:0;background:#fff;padding:6px 0;margin:0}
        #filter{font:inherit;padding:4px 8px;width:min(100%,28em);border:1px solid #57606a;border-radius:4px}
        code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em}
        @media (max-width:600px){body{padding:10px 10px 30px;font-size:14px}dl.summary{grid-template-columns:1fr}
        dl.summary dd{margin-bottom:6px}th,td{padding:3px 5px}table.grid td{min-width:3.6em}
        .scroll-cue{display:block}}
        """

    /// Shows the filter box and hides findings whose text does not contain what is typed (and rule and
    /// file sections left empty). Without JavaScript the box stays hidden and every finding shows. Marks
    /// each wide table's frame as fitting or overflowing, so its scroll cue shows exactly when needed.
    static let script = """
        (function () {
          function measure() {
            document.querySelectorAll(".wide").forEach(function (wide) {
              var frame = wide.querySelector(".scroll"), overflows = frame.scrollWidth > frame.clientWidth + 1;
              wide.classList.toggle("overflows", overflows);
              wide.classList.toggle("fits", !overflows);
            });
          }
          measure();
          window.addEventListener("resize", measure);
        })();
        (function () {
          var box = document.getElementById("filter-box"), input = document.getElementById("filter");
          var count = document.getElementById("filter-count");
          if (!box || !input) { return; }
          box.hidden = false;
          input.addEventListener("input", function () {
            var query = input.value.toLowerCase(), shown = 0;
            document.querySelectorAll("ol.findings > li").forEach(function (item) {
              var match = query === "" || item.getAttribute("data-search").indexOf(query) >= 0;
              item.hidden = !match;
              if (match) { shown += 1; }
            });
            document.querySelectorAll("section.file, section.rule").forEach(function (section) {
              section.hidden = !section.querySelector("ol.findings > li:not([hidden])");
            });
            count.textContent = query === "" ? "" : shown + " shown";
          });
        })();
        """
}
