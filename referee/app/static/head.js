// The phone keeps the last head of the log it saw (version and hash). When the page shows another, it asks
// the referee whether the log still extends the one it kept; if not, entries it saw were removed or changed,
// and the player is told so until they dismiss it.
"use strict";

(function () {
  const main = document.getElementById("live");
  if (!main || !main.dataset.headHash) return;
  const key = "referee-head-" + main.dataset.extends;
  const now = { version: Number(main.dataset.headVersion), hash: main.dataset.headHash };
  const kept = JSON.parse(localStorage.getItem(key) || "null");
  const keep = () => localStorage.setItem(key, JSON.stringify(now));
  if (!kept || (kept.version === now.version && kept.hash === now.hash)) { keep(); return; }
  fetch(main.dataset.extends + "?since=" + kept.version + "&hash=" + encodeURIComponent(kept.hash),
        { headers: { "X-Requested-With": "fetch" }, credentials: "same-origin" })
    .then((answer) => answer.ok ? answer.json() : null)
    .then((said) => { if (said && said.extends) keep(); else if (said) warn(kept, said.because); })
    .catch(() => {});

  function warn(seen, because) {
    const note = document.createElement("p");
    note.className = "refusal";
    note.setAttribute("role", "alert");
    note.id = "head-warning";
    note.textContent = "The referee's log no longer extends the one this phone saw at entry " + seen.version + ": " +
      (because || "entries were removed or changed since. Ask the host to check the log (Settle up).");
    const dismiss = document.createElement("button");
    dismiss.type = "button";
    dismiss.className = "quiet";
    dismiss.textContent = "I've seen this";
    dismiss.addEventListener("click", () => { keep(); note.remove(); });
    note.appendChild(dismiss);
    main.parentNode.insertBefore(note, main);
  }
})();
