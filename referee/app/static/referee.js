// The phone pages' only script: live updates, the turn alert, card pickers, steppers, stepping through a
// deal's history, and buttons that show the referee's refusal next to themselves.
"use strict";

const POLL_MS = 1500;  // while the stream is not open
const RECONNECT_MS = 3000;  // after the referee refused the stream (a browser retries a broken one itself)

function live() { return document.getElementById("live"); }

// --- Card pickers: tap a rank, then a suit. Tap a picked card to take it back.
function pickerCards(picker) {
  const input = picker.querySelector("input[type=hidden]");
  return input.value ? input.value.split(",") : [];
}

function drawPicker(picker) {
  const slots = picker.querySelector(".slots");
  const wanted = Number(picker.dataset.count || 0);
  const cards = pickerCards(picker);
  slots.innerHTML = "";
  cards.forEach((code, index) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "card " + suitClass(code);
    b.textContent = pretty(code);
    b.title = "Tap to take this card back";
    b.addEventListener("click", () => setPicked(picker, cards.filter((_, i) => i !== index)));
    slots.appendChild(b);
  });
  for (let i = cards.length; i < wanted; i++) {
    const s = document.createElement("span");
    s.className = "up" in picker.dataset ? "card slot" : "card back";
    s.textContent = "?";
    slots.appendChild(s);
  }
}

function setPicked(picker, cards) {
  const input = picker.querySelector("input[type=hidden]");
  input.value = cards.join(",");
  input.dataset.touched = "1";
  drawPicker(picker);
}

const SUITS = { c: "♣", d: "♦", h: "♥", s: "♠" };
function pretty(code) {
  if (/^jk/i.test(code)) return code;
  const suit = code.slice(-1);
  return code.slice(0, -1).replace("T", "10") + (SUITS[suit] || suit);
}
function suitClass(code) {
  const suit = code.slice(-1);
  return { c: "clubs", "♣": "clubs", d: "diamonds", "♦": "diamonds", h: "hearts", "♥": "hearts", s: "spades", "♠": "spades" }[suit] || "joker";
}

// A rank tapped without its suit yet is kept on the picker (data-pending), so a live update keeps it too.
function wirePicker(picker) {
  const max = Number(picker.dataset.count || 52);
  const mark = () => picker.querySelectorAll("[data-rank]").forEach((o) => o.classList.toggle("on", o.dataset.rank === picker.dataset.pending));
  picker.querySelectorAll("[data-rank]").forEach((b) => b.addEventListener("click", () => {
    if (b.dataset.rank === "Jk") { addCard(picker, "Jk", max); return; }
    picker.dataset.pending = b.dataset.rank;
    mark();
  }));
  picker.querySelectorAll("[data-suit]").forEach((b) => b.addEventListener("click", () => {
    if (!picker.dataset.pending) return;
    addCard(picker, picker.dataset.pending + b.dataset.suit, max);
    delete picker.dataset.pending;
    mark();
  }));
  mark();
  drawPicker(picker);
}

function addCard(picker, code, max) {
  const cards = pickerCards(picker);
  if (cards.length >= max) cards.shift();  // the oldest gives way, so a slip is fixed by tapping on
  if (!cards.includes(code)) cards.push(code);
  setPicked(picker, cards);
  // Your own cards go as soon as the last is picked; a slip is taken back from the page.
  if ("sendWhenFull" in picker.dataset && cards.length === max) {
    const form = picker.closest("form");
    form.requestSubmit(form.querySelector('button[type="submit"]'));
  }
}

// --- Choosers: tap cards you hold to pick them (a mark, discards, an exchange).
function wireChooser(chooser) {
  const input = chooser.querySelector("input[type=hidden]");
  const max = Number(chooser.dataset.max || 99);
  const picked = new Set(input.value ? input.value.split(",") : []);
  const buttons = chooser.querySelectorAll("[data-card]");
  const sync = () => {
    buttons.forEach((b) => b.classList.toggle("picked", picked.has(b.dataset.card)));
    input.value = [...picked].join(",");
    const form = chooser.closest("form");
    if ("apart" in chooser.dataset) return;  // face-up cards thrown away besides: neither the count nor the keep
    const count = form.querySelector("input[name=count][data-from-chooser]");
    if (count) count.value = picked.size;
    const keep = form.querySelector("input[name=keep]");
    if (keep) keep.value = [...buttons].map((b) => b.dataset.card).filter((c) => !picked.has(c)).join(",");
    form.querySelectorAll("[data-shows-count]").forEach((e) => { e.textContent = picked.size; });
  };
  buttons.forEach((b) => b.addEventListener("click", () => {
    if (picked.has(b.dataset.card)) picked.delete(b.dataset.card);
    else { if (picked.size >= max) picked.delete([...picked][0]); picked.add(b.dataset.card); }
    input.dataset.touched = "1";
    sync();
  }));
  sync();
}

// --- Steppers: minus and plus within the bounds the referee gave.
function wireStepper(stepper) {
  const input = stepper.querySelector("input");
  const step = Number(input.step || 1);
  stepper.querySelectorAll("[data-step]").forEach((b) => b.addEventListener("click", () => {
    let value = Number(input.value || input.min || 0) + Number(b.dataset.step) * step;
    if (input.min !== "") value = Math.max(Number(input.min), value);
    if (input.max !== "") value = Math.min(Number(input.max), value);
    input.value = value;
    input.dataset.touched = "1";
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }));
}

// --- Amounts in dollars: a preset fills the field, and the button says the amount it sends.
function dollarsOf(text) {
  const cleaned = text.trim().replace(/^\$/, "").replace(/,/g, "");
  return /^\d*(\.\d*)?$/.test(cleaned) && cleaned !== "" && cleaned !== "." ? Number(cleaned) : null;
}

function wireStake(form) {
  const input = form.querySelector("input[name=money]");
  const button = form.querySelector("button[data-says]");
  if (!input || !button) return;
  const say = () => {
    const amount = dollarsOf(input.value);
    button.textContent = button.dataset.says + (amount === null ? "" : " $" + amount.toFixed(2));
  };
  form.querySelectorAll("[data-money]").forEach((b) => b.addEventListener("click", () => {
    input.value = b.dataset.money;
    input.dataset.touched = "1";
    form.querySelectorAll("[data-money]").forEach((o) => o.classList.toggle("on", o === b));
    say();
  }));
  input.addEventListener("input", say);
  say();
}

// The action bar sits over the foot of the page: the page grows by its height, so nothing hides under it.
function makeRoomForBar() {
  const bar = document.querySelector(".bar");
  document.body.style.paddingBottom = bar ? bar.offsetHeight + "px" : "";
}

// --- Forms: sent in the background; a refusal is shown beside the button.
function wireForm(form) {
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const button = event.submitter;
    form.querySelectorAll(".refusal").forEach((e) => e.remove());
    if (button && button.dataset.confirm && !button.dataset.armed) { arm(form, button); return; }
    form.querySelectorAll(".confirm").forEach((e) => e.remove());
    const data = new FormData(form);
    if (button && button.name) data.set(button.name, button.value);
    form.querySelectorAll("button").forEach((b) => { b.disabled = true; });
    try {
      const answer = await fetch(form.action, { method: "POST", body: data, headers: { "X-Requested-With": "fetch" } });
      if (answer.ok) {
        clearTouched(form);
        const next = form.querySelector("input[name=next]");
        const root = live();
        if (next && root && next.value !== root.dataset.page) { window.location = (await answer.json()).next; return; }
        await refresh(true);
        return;
      }
      const body = await answer.json().catch(() => ({ error: { message: "The referee could not be reached; try again." } }));
      showRefusal(form, body.error.message);
    } catch (e) {
      showRefusal(form, "The referee could not be reached; check the connection and try again.");
    } finally {
      form.querySelectorAll("button").forEach((b) => { b.disabled = false; });
    }
  });
}

// A tap that is easy to regret asks first: the button says what it does, a second tap does it.
function arm(form, button) {
  form.querySelectorAll("[data-armed]").forEach((b) => { delete b.dataset.armed; b.textContent = b.dataset.label; });
  form.querySelectorAll(".confirm").forEach((e) => e.remove());
  button.dataset.armed = "1";
  button.dataset.label = button.textContent;
  const ask = document.createElement("p");
  ask.className = "confirm";
  ask.setAttribute("role", "alert");
  // "{money}" in the question is the amount the form sends now (the host may have typed another).
  const money = form.querySelector("input[name=money]");
  const amount = money && dollarsOf(money.value) !== null ? "$" + dollarsOf(money.value).toFixed(2) : "the amount entered";
  ask.textContent = button.dataset.confirm.replace("{money}", amount) + " Tap again to confirm.";
  button.insertAdjacentElement("afterend", ask);
}

// The live part may have been swapped while a form's answer came (another phone's change was pushed): what the
// answer says goes to the form shown now, not to the one taken off the page.
function current(form) {
  return form.isConnected ? form : document.querySelector(`form[data-form="${CSS.escape(form.dataset.form)}"]`) || form;
}

function showRefusal(form, message) {
  form = current(form);
  let slot = form.querySelector(".refusal");
  if (!slot) { slot = document.createElement("p"); slot.className = "refusal"; slot.setAttribute("role", "alert"); form.appendChild(slot); }
  slot.textContent = message;
}

function clearTouched(form) { current(form).querySelectorAll("[data-touched]").forEach((e) => delete e.dataset.touched); }

// --- Copy buttons. The clipboard API exists only on https or localhost; a table on the laptop's address
// over plain http gets the text selected and copied the old way, or the phone's share sheet, and a word
// beside the button says which.
async function copy(button) {
  const source = document.getElementById(button.dataset.copy);
  const text = source.innerText;
  if (navigator.clipboard && window.isSecureContext) {
    try { await navigator.clipboard.writeText(text); return copied(button, "Copied."); } catch (e) { /* the old way */ }
  }
  const range = document.createRange();
  range.selectNodeContents(source);
  const selection = window.getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
  let done = false;
  try { done = document.execCommand("copy"); } catch (e) { done = false; }
  if (done) return copied(button, "Copied.");
  if (navigator.share) {
    try { await navigator.share({ text }); return copied(button, "Shared."); } catch (e) { /* left selected */ }
  }
  copied(button, "Selected: copy it from your phone's menu.");
}

function copied(button, message) {
  let note = button.nextElementSibling;
  if (!note || !note.classList.contains("copied")) {
    note = document.createElement("p");
    note.className = "note copied";
    note.setAttribute("role", "status");
    button.insertAdjacentElement("afterend", note);
  }
  note.textContent = message;
}

// --- Live updates: ask whether the table moved; if so, swap the live part,
// keeping whatever the player was typing or picking.
function remembered(root) {
  const kept = {};
  root.querySelectorAll("form[data-form]").forEach((form) => {
    form.querySelectorAll("[name][data-touched]").forEach((e) => { kept[fieldKey(form, e)] = tickable(e) ? e.checked : e.value; });
  });
  const pending = {};
  root.querySelectorAll("form[data-form] .picker[data-pending]").forEach((p) => {
    pending[p.closest("form").dataset.form + "/" + p.dataset.name] = p.dataset.pending;
  });
  const refusals = {};
  root.querySelectorAll("form[data-form] .refusal").forEach((r) => { refusals[r.closest("form").dataset.form] = r.textContent; });
  const opened = [...root.querySelectorAll("details[open] > summary")].map((s) => s.textContent);
  const focused = document.activeElement;
  const focus = focused && focused.form && focused.form.dataset.form ? focused.form.dataset.form + "/" + focused.name : null;
  return { kept, pending, refusals, opened, focus };
}

// A checkbox is kept by its value too: several share a name (the seats dealt in).
function tickable(e) { return e.type === "checkbox" || e.type === "radio"; }
function fieldKey(form, e) { return form.dataset.form + "/" + e.name + (tickable(e) ? "=" + e.value : ""); }

// A refusal stays beside its button until the player sends that form again.
function restore(root, { kept, pending, refusals, opened, focus }) {
  root.querySelectorAll("form[data-form]").forEach((form) => {
    form.querySelectorAll("[name]").forEach((e) => {
      const key = fieldKey(form, e);
      if (key in kept) { if (tickable(e)) e.checked = kept[key]; else e.value = kept[key]; e.dataset.touched = "1"; }
      if (form.dataset.form + "/" + e.name === focus) e.focus();
    });
    form.querySelectorAll(".picker").forEach((p) => {
      const key = form.dataset.form + "/" + p.dataset.name;
      if (key in pending) p.dataset.pending = pending[key];
    });
    if (form.dataset.form in refusals && !form.querySelector(".refusal")) showRefusal(form, refusals[form.dataset.form]);
  });
  root.querySelectorAll("details > summary").forEach((s) => { if (opened.includes(s.textContent)) s.parentElement.open = true; });
}

let polling = false;
let again = false;  // a head came while a fetch was under way, which may have left before it: fetch once more
// A tap's own fetch (now) may overtake a fetch already under way: the answer of the later one stays shown, and
// the slower, older answer is dropped rather than swapped in over it.
let asked = 0;
let shown = 0;
async function refresh(now) {
  const root = live();
  if (!root) return;
  if (polling && !now) { again = true; return; }
  polling = true;
  try {
    const params = new URLSearchParams(location.search);  // what the page was asked for (the deal form's game)
    params.set("page", root.dataset.page);
    params.set("v", now ? "" : root.dataset.version);
    if (root.dataset.number) params.set("n", root.dataset.number);
    if (root.dataset.step) params.set("step", root.dataset.step);
    const mine = ++asked;
    const answer = await fetch(root.dataset.live + "?" + params, { headers: { "X-Requested-With": "fetch" }, cache: "no-store" });
    if (answer.status !== 200) return false;
    const html = await answer.text();
    if (mine < shown) return null;  // overtaken: not offline, and not what the page shows
    shown = mine;
    const state = remembered(root);
    root.innerHTML = html;
    root.dataset.version = answer.headers.get("X-Version") || root.dataset.version;
    restore(root, state);
    wire(root);
    yourTurn(root);
    return true;
  } catch (e) {
    return false;  // offline for a moment: the next poll tries again
  } finally {
    polling = false;
    if (again) { again = false; refresh(false); } else if (streaming && behind()) later();
  }
}

// The newest head the stream announced. A fetch that failed (the phone offline for a moment) or found the
// referee not yet there is tried again while the page shows an older one: no other head may come to prompt it.
let heard = 0;
let retry = null;
function behind() { const root = live(); return Boolean(root) && heard > Number(root.dataset.version); }
function later() { if (!retry) retry = setTimeout(() => { retry = null; refresh(false); }, POLL_MS); }

// The referee pushes each new head of the log; the live part is fetched when the head is not the one shown.
// While the stream is not open (not yet, broken, refused) the page asks every POLL_MS instead.
let streaming = false;
function listen(root) {
  if (!window.EventSource || !root.dataset.stream) return;
  const source = new EventSource(root.dataset.stream);
  source.addEventListener("open", () => { streaming = true; refresh(false); });  // what moved while it was closed
  source.addEventListener("head", (event) => {
    heard = Math.max(heard, JSON.parse(event.data).version);
    if (behind()) refresh(false);
  });
  source.addEventListener("error", () => {
    streaming = false;
    if (source.readyState === EventSource.CLOSED) setTimeout(() => listen(root), RECONNECT_MS);
  });
}

function wire(root) {
  root.querySelectorAll(".picker").forEach(wirePicker);
  root.querySelectorAll(".choose").forEach(wireChooser);
  root.querySelectorAll(".stepper").forEach(wireStepper);
  root.querySelectorAll("form.act").forEach(wireForm);
  root.querySelectorAll("form.act").forEach(wireStake);
  makeRoomForBar();
  root.querySelectorAll("[data-copy]").forEach((b) => b.addEventListener("click", () => copy(b)));
  root.querySelectorAll("select[data-fills]").forEach((select) => select.addEventListener("change", () => {
    const field = root.querySelector(select.dataset.fills);
    field.value = select.selectedOptions[0].dataset.value;
  }));
  root.querySelectorAll(".options").forEach(wireOptions);
  root.querySelectorAll("select[data-options]").forEach((select) => {
    select.addEventListener("change", () => fetchOptions(select));
    fetchOptions(select);  // a live update begun before the game was chosen drew the game chosen before
  });
}

// A game's option that matters only with another's value (the wild tax's price) shows only then.
function wireOptions(options) {
  const show = () => options.querySelectorAll("[data-when]").forEach((o) => {
    const by = options.querySelector(`select[name$="-${o.dataset.when}"]`);
    o.hidden = Boolean(by) && !o.dataset.values.split(" ").includes(by.value);
  });
  options.addEventListener("change", show);
  show();
}

// --- The deal form carries the options of the game chosen alone; choosing another fetches that game's. The
// page's address follows the game, so a live update draws the same. Until the options shown are the chosen
// game's, the form's buttons wait: Deal would send the options of the game chosen before.
async function fetchOptions(select) {
  const form = select.form;
  const game = select.value;
  const shown = () => form.querySelector(".options");
  const ready = () => form.querySelectorAll("button").forEach((b) => {
    b.disabled = !shown() || shown().dataset.for !== select.value;
  });
  if (shown() && shown().dataset.for === game) { ready(); return; }
  const address = new URL(location.href);
  address.searchParams.set("game", game);
  history.replaceState(null, "", address);
  ready();
  try {
    const answer = await fetch(select.dataset.options + "?" + new URLSearchParams({ game }),
                               { headers: { "X-Requested-With": "fetch" }, cache: "no-store" });
    if (!answer.ok) throw new Error("no options");
    const part = document.createElement("template");
    part.innerHTML = await answer.text();
    const options = part.content.querySelector(".options");
    if (!select.isConnected || select.value !== game) return;  // drawn anew since, or another game chosen
    if (!options || !shown()) throw new Error("no options");
    shown().replaceWith(options);
    wireOptions(options);
    ready();
  } catch (e) {
    if (select.isConnected && select.value === game) window.location = address;  // the page itself, with them
  }
}

// --- Your turn: the banner comes with the live part. Each time a turn begins, the tab's title says so, the
// phone buzzes where the browser lets it, and chimes if this phone chose the sound (kept in its storage).
const SOUND_KEY = "referee-turn-sound";
let audio = null;
let wasTurn = null;

function yourTurn(root) {
  const turn = Boolean(root.querySelector("#your-turn"));
  if (root.dataset.title) document.title = (turn ? "▶ Your turn · " : "") + root.dataset.title;
  if (turn && wasTurn === false) {
    try { if (navigator.vibrate) navigator.vibrate([200, 100, 200]); } catch (e) { /* not on this phone */ }
    if (soundOn()) chime();
  }
  wasTurn = turn;
}

function soundOn() {
  try { return localStorage.getItem(SOUND_KEY) === "on"; } catch (e) { return false; }
}

function soundContext() { return window.AudioContext || window.webkitAudioContext; }

// Two short rising notes, made on the phone: no sound file to fetch. A browser plays sound only after the
// player has touched the page, so the first touch of each page wakes the sound up.
function chime() {
  const Context = soundContext();
  if (!Context) return;
  try {
    audio = audio || new Context();
    if (audio.state === "suspended") audio.resume();
    const start = audio.currentTime + 0.02;
    [[660, 0], [880, 0.16]].forEach(([pitch, at]) => {
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.frequency.value = pitch;
      volume.gain.setValueAtTime(0.0001, start + at);
      volume.gain.exponentialRampToValueAtTime(0.3, start + at + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.14);
      tone.connect(volume);
      volume.connect(audio.destination);
      tone.start(start + at);
      tone.stop(start + at + 0.15);
    });
  } catch (e) { /* no sound on this phone */ }
}

function wireSound() {
  const button = document.getElementById("turn-sound");
  if (!button || !soundContext()) return;
  const show = () => {
    button.setAttribute("aria-pressed", String(soundOn()));
    button.textContent = "Sound on your turn: " + (soundOn() ? "on" : "off");
  };
  button.hidden = false;
  button.addEventListener("click", () => {
    try { localStorage.setItem(SOUND_KEY, soundOn() ? "off" : "on"); } catch (e) { return; }
    show();
    if (soundOn()) chime();
  });
  document.addEventListener("pointerdown", () => {
    if (soundOn() && soundContext()) { audio = audio || new (soundContext())(); audio.resume(); }
  }, { once: true });
  show();
}

// --- A deal's history: its Previous and Next links work without the script; with it, the step is
// fetched and swapped in place, and the arrow keys step too.
async function goToStep(link) {
  const root = live();
  root.dataset.step = link.dataset.step;
  const fetched = await refresh(true);
  if (fetched === false) { window.location = link.href; return; }  // the page itself, the old way
  if (!fetched) return;  // a later step's answer came first
  history.replaceState(null, "", link.href);
  const again = link.rel && root.querySelector(`.replay-steps [rel="${link.rel}"]`);
  if (again) again.focus({ preventScroll: true });
}

document.addEventListener("click", (event) => {
  const link = event.target.closest && event.target.closest("#live a[data-step]");
  if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button) return;
  event.preventDefault();
  goToStep(link);
});

document.addEventListener("keydown", (event) => {
  if (event.target.closest && event.target.closest("input, select, textarea")) return;
  const rel = { ArrowLeft: "prev", ArrowRight: "next" }[event.key];
  const link = rel && document.querySelector(`#live .replay-steps a[rel="${rel}"]`);
  if (link) { event.preventDefault(); goToStep(link); }
});

// Whatever a player types or chooses is theirs: a live update keeps it. Ticking the seats of a deal
// says the dealer chose them (data-chooses): untouched, the referee deals in whoever has chips then.
["input", "change"].forEach((kind) => document.addEventListener(kind, (event) => {
  if (event.target.name) event.target.dataset.touched = "1";
  const chooses = event.target.dataset.chooses && event.target.form.querySelector(`[name="${event.target.dataset.chooses}"]`);
  if (chooses) { chooses.value = "1"; chooses.dataset.touched = "1"; }
}));

document.addEventListener("DOMContentLoaded", () => {
  wire(document);
  wireSound();
  if (live()) { yourTurn(live()); listen(live()); setInterval(() => { if (!streaming) refresh(false); }, POLL_MS); }
});
