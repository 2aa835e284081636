// The hand as the player arranges it: the server says which cards meld (the game's `melds`);
// the player says in which order they lie.  The order is kept per game and hand (localStorage),
// so it holds for the whole hand, across reloads; each meld is shown together, melds first.
//
// Reordering: drag a card (mouse: press and move; touch: press and hold, then move, so a swipe
// still scrolls the row) or, with a card focused, Alt+Left / Alt+Right.

const SUIT_ORDER = "SHCD"; // black, red, black, red: neighbours never share a colour
const RANK_ORDER = "A23456789TJQK";

const byDefault = (a, b) => SUIT_ORDER.indexOf(a[1]) - SUIT_ORDER.indexOf(b[1])
  || RANK_ORDER.indexOf(a[0]) - RANK_ORDER.indexOf(b[0]);

function storageKey(game) {
  return `ginapi.order.${game.id}.${game.hand_number}`;
}

/** The player's order for this hand: { cards: [...codes], moved: whether they reordered }. */
export function loadOrder(game) {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey(game)) || "null");
    if (saved && Array.isArray(saved.cards)) return saved;
  } catch { /* a damaged entry is started afresh */ }
  return { cards: [], moved: false };
}

function saveOrder(game, order) {
  localStorage.setItem(storageKey(game), JSON.stringify(order));
}

/**
 * The order brought up to date with the cards held: cards gone are dropped; a new card goes
 * into its sorted place while the player has not reordered, at the end once they have.
 */
export function syncOrder(game, order) {
  const held = new Set(game.your_cards);
  const cards = order.cards.filter((code) => held.has(code));
  const fresh = game.your_cards.filter((code) => !cards.includes(code));
  if (!order.moved) cards.push(...fresh), cards.sort(byDefault);
  else cards.push(...fresh.sort(byDefault));
  const synced = { cards, moved: order.moved };
  saveOrder(game, synced);
  return synced;
}

/**
 * The groups shown: each meld of the server's arrangement (its cards in the player's order;
 * melds ordered by where the player keeps their first card), then the unmatched cards.
 */
export function arrange(game, order) {
  const place = new Map(order.cards.map((code, index) => [code, index]));
  const at = (code) => place.get(code) ?? Infinity;
  const inPlace = (cards) => [...cards].sort((a, b) => at(a) - at(b));
  const melds = (game.melds || []).map((meld) => ({ meld: true, cards: inPlace(meld) }));
  melds.sort((a, b) => at(a.cards[0]) - at(b.cards[0]));
  const melded = new Set(melds.flatMap((group) => group.cards));
  const loose = inPlace(game.your_cards.filter((code) => !melded.has(code)));
  return [...melds, { meld: false, cards: loose }];
}

/**
 * Move `code` to just before `before` (null: to the end); the player has reordered.  `shown`:
 * the hand in the order on screen, which the move starts from (the stored order may still
 * hold the cards of a meld apart, and a move counted in it would land elsewhere on screen).
 */
export function moveCard(game, order, code, before, shown = null) {
  const cards = (shown ?? order.cards).filter((c) => c !== code);
  const index = before == null ? cards.length : cards.indexOf(before);
  cards.splice(index < 0 ? cards.length : index, 0, code);
  const moved = { cards, moved: true };
  saveOrder(game, moved);
  return moved;
}

const byRank = (a, b) => RANK_ORDER.indexOf(a[0]) - RANK_ORDER.indexOf(b[0])
  || SUIT_ORDER.indexOf(a[1]) - SUIT_ORDER.indexOf(b[1]);

/** The hand sorted by suit or by rank (`by`: "suit" or "rank"); kept as the player's order. */
export function sortOrder(game, by) {
  const sorted = { cards: [...game.your_cards].sort(by === "rank" ? byRank : byDefault), moved: true };
  saveOrder(game, sorted);
  return sorted;
}

/** Forget the orders of hands that are over (they are only worth keeping for the hand). */
export function forgetOrders(game) {
  const prefix = `ginapi.order.${game.id}.`;
  for (let i = localStorage.length - 1; i >= 0; i -= 1) {
    const key = localStorage.key(i);
    if (key?.startsWith(prefix) && key !== storageKey(game)) localStorage.removeItem(key);
  }
}

const cardsIn = (hand) => [...hand.querySelectorAll("[data-card]")];
const codes = (cards) => cards.map((card) => card.dataset.card);

/**
 * Keyboard and pointer on the hand.  `onMove(code, beforeCode, shownCodes)` reorders (app.js
 * redraws; `shownCodes` is the hand in the order on screen);
 * `onSelect(code)` toggles the selection.  Returns nothing: listeners live on the hand.
 */
export function wireHand(hand, { onMove, onSelect }) {
  hand.addEventListener("keydown", (event) => {
    const card = event.target.closest("[data-card]");
    if (!card) return;
    const cards = cardsIn(hand);
    const index = cards.indexOf(card);
    const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
    if (step && (event.altKey || event.shiftKey)) {
      // Move the card itself one place along the row.
      event.preventDefault();
      const target = index + step;
      if (target < 0 || target >= cards.length) return;
      const before = step < 0 ? cards[target] : cards[target + 1];
      onMove(card.dataset.card, before ? before.dataset.card : null, codes(cards));
      return;
    }
    let next = null;
    if (step) next = cards[Math.max(0, Math.min(cards.length - 1, index + step))];
    else if (event.key === "Home") next = cards[0];
    else if (event.key === "End") next = cards[cards.length - 1];
    if (!next) return;
    event.preventDefault();
    focusCard(hand, next);
  });

  let drag = null;
  const start = (event, card) => {
    drag.active = true;
    card.classList.add("dragging");
    card.setPointerCapture?.(event.pointerId);
  };
  hand.addEventListener("pointerdown", (event) => {
    const card = event.target.closest("[data-card]");
    if (!card || event.button > 0) return;
    drag = { card, x: event.clientX, y: event.clientY, active: false, moved: false, timer: null };
    if (event.pointerType === "touch") {
      // Touch: hold still a moment to pick the card up; a swipe before that scrolls the row.
      drag.timer = setTimeout(() => drag && start(event, card), 350);
    }
  });
  hand.addEventListener("pointermove", (event) => {
    if (!drag) return;
    const dx = event.clientX - drag.x;
    if (!drag.active) {
      if (event.pointerType === "touch") {
        if (Math.abs(dx) > 8 || Math.abs(event.clientY - drag.y) > 8) {
          clearTimeout(drag.timer);
          drag = null;
        }
        return;
      }
      if (Math.abs(dx) < 6) return;
      start(event, drag.card);
    }
    event.preventDefault();
    drag.moved = true;
    drag.card.style.transform = `translateX(${dx}px)`;
  });
  const finish = (event) => {
    if (!drag) return;
    clearTimeout(drag.timer);
    const { card, active, moved } = drag;
    drag = null;
    if (!active) return;
    card.classList.remove("dragging");
    card.style.transform = "";
    if (!moved) return;
    // Dropped: before the first card whose middle is right of the pointer.
    const others = cardsIn(hand).filter((c) => c !== card);
    const before = others.find((c) => {
      const box = c.getBoundingClientRect();
      return event.clientX < box.left + box.width / 2;
    });
    suppressClick = true;
    setTimeout(() => { suppressClick = false; }, 0); // the click, if any, comes before this
    onMove(card.dataset.card, before ? before.dataset.card : null, codes(cardsIn(hand)));
  };
  hand.addEventListener("pointerup", finish);
  hand.addEventListener("pointercancel", finish);
  // A drag ends with a click on the card dropped: it must not select it.
  let suppressClick = false;
  hand.addEventListener("click", (event) => {
    const card = event.target.closest("[data-card]");
    if (!card) return;
    if (suppressClick) {
      suppressClick = false;
      return;
    }
    onSelect(card.dataset.card);
  });
  hand.addEventListener("contextmenu", (event) => {
    if (event.target.closest("[data-card]")) event.preventDefault(); // a long press is a drag
  });
}

/** Focus one card and make it the one in the tab order. */
export function focusCard(hand, card) {
  for (const c of cardsIn(hand)) c.tabIndex = c === card ? 0 : -1;
  card.focus();
}
