/* The master AI's rollouts and worlds in C: the pure path of games/engine/ai/rollout.py,
 * policy.py, knockscore.py and worlds.py, step for step.
 *
 * Built by setup.py (python setup.py build_ext --inplace) as games.engine.ai._rollout; accel.py
 * imports it where it was built and runs the same steps in Python otherwise.  Everything here
 * mirrors a Python function, named in its comment, and must give exactly its result (the
 * floating point too: the same operations in the same order), so that a decision never
 * depends on whether this was built:
 *
 *   rollout.play_candidate (the pure path), rollout, finish_turn, lay_down, score;
 *   policy.policy_takes, policy_discard (shared.least_deadwood_discard), knocks;
 *   knockscore.knock_points, defence_deadwood, knocker_targets (layoffs.layoff_targets,
 *   target_options), mask_value; worlds.Worlds._draw, _throw_extra, _likelihood, and the
 *   stock order of Worlds.sample; melds.min_deadwood, best_discards_mask, MeldTables,
 *   meld_tables, _prune, _set_choices, best_arrangement, _runs_of_suit;
 *   shared.DISCARD_ORDER, cached_deadwood, near_cards, meldable_cards, free_top.
 *
 * A hand is a 52-bit mask (bit suit * 13 + rank - 1, suits C D H S); a suit is 13 bits.
 * Rules.play returns -1 for a dead hand, else winner + 2 * points (winner 0: the master).
 * The random numbers stay Python's: the worlds are handed one random() per card.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t mask_t;

#define SUIT_BITS 0x1FFFULL
#define FULL_DECK ((1ULL << 52) - 1)
#define RANK_SPREAD (1ULL | 1ULL << 13 | 1ULL << 26 | 1ULL << 39)
#define WINDOW_STARTS (0x7FFULL | 0x7FFULL << 13 | 0x7FFULL << 26 | 0x7FFULL << 39)
#define NO_DISCARD (-1000)
#define MAX_OPTIONS 6 /* no set, four threes, the four */
#define MAX_CARDS 64  /* room for the stock and the pile (52 cards, one more discard) */
#define ERROR_CODE INT64_MIN

static const int RANK_VALUE[13] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10};

/* -- tables ------------------------------------------------------------------------------ */

/* melds.MeldTables for one meld size cap (0..13). */
typedef struct {
    int cap;
    uint8_t dead[8192];
    int16_t gain[8192];
    uint16_t gain_cards[8192];
    /* Set choices for one rank, as 4-bit masks of suits, by the suits held (set_options)
     * and by the suits held and those loose (pruned_set_options); count 0: none listed. */
    uint8_t full_count[16];
    uint8_t full[16][MAX_OPTIONS];
    uint8_t pruned_count[16][16];
    uint8_t pruned[16][16][MAX_OPTIONS];
} Tables;

static Tables *TABLES[14];
static uint8_t SUIT_VALUE[8192]; /* knockscore._SUIT_VALUE */
static mask_t SPREAD[16];        /* 4-bit suit mask -> the bits of rank ace in those suits */
static int DISCARD_ORDER[52];    /* shared.DISCARD_ORDER */
static mask_t SAME_RANK[52];     /* policy._SAME_RANK */
static mask_t RUN_PAIRS[52][3];  /* policy._RUN_PAIRS */
static int RUN_PAIR_COUNT[52];

#if defined(__GNUC__) || defined(__clang__)
static inline int popcount64(mask_t x) { return __builtin_popcountll(x); }
static inline int lowest(mask_t x) { return __builtin_ctzll(x); }  /* x != 0 */
static inline int highest(mask_t x) { return 63 - __builtin_clzll(x); }  /* x != 0 */
#else
static inline int popcount64(mask_t x) {
    int n = 0;
    for (; x; x &= x - 1) n++;
    return n;
}
static inline int lowest(mask_t x) {
    int n = 0;
    for (; !(x & 1); x >>= 1) n++;
    return n;
}
static inline int highest(mask_t x) {
    int n = -1;
    for (; x; x >>= 1) n++;
    return n;
}
#endif

/* The cards of ``x >> rank & RANK_SPREAD`` as a 4-bit mask of suits. */
static inline unsigned gather(mask_t x) {
    return (unsigned)((x & 1) | (x >> 12 & 2) | (x >> 24 & 4) | (x >> 36 & 8));
}

/* melds._prune on 4-bit masks (``options`` as built by MeldTables, no set first). */
static int prune(const uint8_t *options, int count, unsigned held, unsigned loose,
                 uint8_t *out) {
    int kept = 0;
    for (int i = 0; i < count; i++) {
        unsigned option = options[i];
        if (!(option & ~loose) || !(loose & ~option)) out[kept++] = (uint8_t)option;
    }
    if (popcount64(loose) >= 3 && out[0] == 0 && kept > 1) {
        memmove(out, out + 1, (size_t)(kept - 1));
        kept--;
    }
    if (!(held & ~loose)) {
        /* max(kept, key=int.bit_count): the first of the largest. */
        int best = 0;
        for (int i = 1; i < kept; i++)
            if (popcount64(out[i]) > popcount64(out[best])) best = i;
        out[0] = out[best];
        kept = 1;
    }
    return kept;
}

static Tables *build_tables(int cap) {
    Tables *t = PyMem_Calloc(1, sizeof(Tables));
    if (t == NULL) return NULL;
    t->cap = cap;
    t->dead[0] = 0;
    for (unsigned mask = 1; mask < 8192; mask++) {
        /* The lowest card is either unmatched or starts a run: nothing lies below it. */
        unsigned low = mask & -mask;
        int rank = lowest(low);
        int best = RANK_VALUE[rank] + t->dead[mask ^ low];
        unsigned run = low, bit = low;
        int length = 1;
        while (length < cap) {
            bit <<= 1;
            if (!(mask & bit)) break;
            run |= bit;
            length++;
            if (length >= 3 && t->dead[mask ^ run] < best) best = t->dead[mask ^ run];
        }
        t->dead[mask] = (uint8_t)best;
    }
    t->gain[0] = NO_DISCARD;
    t->gain_cards[0] = 0;
    for (unsigned mask = 1; mask < 8192; mask++) {
        int best = NO_DISCARD;
        unsigned which = 0, rest = mask;
        while (rest) {
            unsigned low = rest & -rest;
            rest ^= low;
            int saved = t->dead[mask] - t->dead[mask ^ low];
            if (saved > best) {
                best = saved;
                which = low;
            } else if (saved == best) {
                which |= low;
            }
        }
        t->gain[mask] = (int16_t)best;
        t->gain_cards[mask] = (uint16_t)which;
    }
    for (unsigned held = 0; held < 16; held++) {
        int suits[4], n = 0;
        for (int suit = 0; suit < 4; suit++)
            if (held >> suit & 1) suits[n++] = suit;
        if (n < 3) continue;
        uint8_t options[MAX_OPTIONS];
        int count = 0;
        options[count++] = 0;
        if (3 <= cap) { /* combinations(suits, 3), in order */
            for (int a = 0; a < n; a++)
                for (int b = a + 1; b < n; b++)
                    for (int c = b + 1; c < n; c++)
                        options[count++] = (uint8_t)(1u << suits[a] | 1u << suits[b] | 1u << suits[c]);
        }
        if (4 <= cap && n == 4) options[count++] = 0xF;
        memcpy(t->full[held], options, (size_t)count);
        t->full_count[held] = (uint8_t)count;
        for (unsigned loose = 0; loose < 16; loose++) {
            if (loose & ~held) continue;
            t->pruned_count[held][loose] =
                (uint8_t)prune(options, count, held, loose, t->pruned[held][loose]);
        }
    }
    return t;
}

/* melds.meld_tables: one table per cap, 13 for no cap. */
static Tables *tables_for(int raw_cap) {
    int cap = raw_cap == 0 ? 13 : raw_cap < 0 ? 0 : raw_cap > 13 ? 13 : raw_cap;
    if (TABLES[cap] == NULL) {
        TABLES[cap] = build_tables(cap);
        if (TABLES[cap] == NULL) PyErr_NoMemory();
    }
    return TABLES[cap];
}

static int discard_order_key(int i, int j) {
    /* (-value, -rank, -suit) ascending */
    int vi = RANK_VALUE[i % 13], vj = RANK_VALUE[j % 13];
    if (vi != vj) return vj - vi;
    if (i % 13 != j % 13) return j % 13 - i % 13;
    return j / 13 - i / 13;
}

static void build_constants(void) {
    for (unsigned bits = 0; bits < 8192; bits++) {
        int total = 0;
        for (int rank = 0; rank < 13; rank++)
            if (bits >> rank & 1) total += RANK_VALUE[rank];
        SUIT_VALUE[bits] = (uint8_t)total;
    }
    for (unsigned held = 0; held < 16; held++) {
        mask_t spread = 0;
        for (int suit = 0; suit < 4; suit++)
            if (held >> suit & 1) spread |= 1ULL << (13 * suit);
        SPREAD[held] = spread;
    }
    for (int i = 0; i < 52; i++) DISCARD_ORDER[i] = i;
    for (int i = 1; i < 52; i++) { /* insertion sort: a stable sort by the key */
        int x = DISCARD_ORDER[i], j = i - 1;
        while (j >= 0 && discard_order_key(DISCARD_ORDER[j], x) > 0) {
            DISCARD_ORDER[j + 1] = DISCARD_ORDER[j];
            j--;
        }
        DISCARD_ORDER[j + 1] = x;
    }
    for (int index = 0; index < 52; index++) {
        int rank = index % 13;
        SAME_RANK[index] = (RANK_SPREAD << rank) & ~(1ULL << index);
        int count = 0;
        for (int low = rank - 2; low <= rank; low++) {
            if (low >= 0 && low + 2 <= 12) {
                mask_t pair = 0;
                for (int r = low; r <= low + 2; r++)
                    if (r != rank) pair |= 1ULL << (index - rank + r);
                RUN_PAIRS[index][count++] = pair;
            }
        }
        RUN_PAIR_COUNT[index] = count;
    }
}

/* -- melds ------------------------------------------------------------------------------- */

static inline int dead4(const Tables *t, mask_t x) {
    return t->dead[x & SUIT_BITS] + t->dead[x >> 13 & SUIT_BITS] + t->dead[x >> 26 & SUIT_BITS] +
           t->dead[x >> 39];
}

static inline mask_t trips_of(mask_t m) {
    mask_t c = m & SUIT_BITS, d = m >> 13 & SUIT_BITS, h = m >> 26 & SUIT_BITS, s = m >> 39;
    return (c & d & (h | s)) | (h & s & (c | d));
}

/* A choice of sets in progress: per rank holding three or more, its options. */
typedef struct {
    int n;
    int rank[13];
    const uint8_t *options[13];
    int count[13];
} Choices;

static void min_sets(const Tables *t, mask_t m, const Choices *ch, int at, mask_t chosen,
                     int *best) {
    if (at == ch->n) {
        int total = dead4(t, m ^ chosen);
        if (total < *best) *best = total;
        return;
    }
    for (int i = 0; i < ch->count[at]; i++)
        min_sets(t, m, ch, at + 1, chosen | SPREAD[ch->options[at][i]] << ch->rank[at], best);
}

/* melds.min_deadwood of a mask (shared.cached_deadwood). */
static int deadwood(const Tables *t, mask_t m) {
    mask_t trips = trips_of(m);
    if (!trips || t->cap < 3) return dead4(t, m);
    mask_t windows = m & m >> 1 & m >> 2 & WINDOW_STARTS;
    mask_t loose = m & ~(windows | windows << 1 | windows << 2);
    Choices ch;
    ch.n = 0;
    while (trips) {
        int rank = lowest(trips);
        trips &= trips - 1;
        unsigned held = gather(m >> rank), free = gather(loose >> rank);
        ch.rank[ch.n] = rank;
        ch.options[ch.n] = t->pruned[held][free];
        ch.count[ch.n] = t->pruned_count[held][free];
        ch.n++;
    }
    int best = 1000;
    min_sets(t, m, &ch, 0, 0, &best);
    return best;
}

/* melds._set_choices: every rank of three or more with all its options. */
static void set_choices(const Tables *t, mask_t m, Choices *ch) {
    mask_t trips = trips_of(m);
    ch->n = 0;
    while (trips) {
        int rank = lowest(trips);
        trips &= trips - 1;
        unsigned held = gather(m >> rank);
        ch->rank[ch->n] = rank;
        ch->options[ch->n] = t->full[held];
        ch->count[ch->n] = t->full_count[held];
        ch->n++;
    }
}

static void discard_sets(const Tables *t, mask_t m, const Choices *ch, int at, mask_t chosen,
                         int *best, mask_t *discards) {
    if (at < ch->n) {
        for (int i = 0; i < ch->count[at]; i++)
            discard_sets(t, m, ch, at + 1, chosen | SPREAD[ch->options[at][i]] << ch->rank[at],
                         best, discards);
        return;
    }
    mask_t x = m ^ chosen;
    unsigned c = x & SUIT_BITS, d = x >> 13 & SUIT_BITS, h = x >> 26 & SUIT_BITS, s = x >> 39;
    int gc = t->gain[c], gd = t->gain[d], gh = t->gain[h], gs = t->gain[s];
    int saved = gc;
    if (gd > saved) saved = gd;
    if (gh > saved) saved = gh;
    if (gs > saved) saved = gs;
    if (saved == NO_DISCARD) return; /* every card is in a set */
    int total = t->dead[c] + t->dead[d] + t->dead[h] + t->dead[s] - saved;
    if (total > *best) return;
    mask_t which = 0;
    if (gc == saved) which = t->gain_cards[c];
    if (gd == saved) which |= (mask_t)t->gain_cards[d] << 13;
    if (gh == saved) which |= (mask_t)t->gain_cards[h] << 26;
    if (gs == saved) which |= (mask_t)t->gain_cards[s] << 39;
    if (total < *best) {
        *best = total;
        *discards = which;
    } else {
        *discards |= which;
    }
}

/* melds.best_discards_mask: (least deadwood after one discard, every discard reaching it). */
static int best_discards(const Tables *t, mask_t m, mask_t *discards) {
    Choices ch;
    if (trips_of(m) && t->cap >= 3)
        set_choices(t, m, &ch);
    else
        ch.n = 0;
    int best = 1000;
    *discards = 0;
    discard_sets(t, m, &ch, 0, 0, &best, discards);
    return best;
}

/* policy.policy_discard (shared.least_deadwood_discard): (least deadwood left, card index),
 * never the forbidden card. */
static int policy_discard(const Tables *t, mask_t mask, mask_t forbidden, int *index) {
    mask_t which;
    int left = best_discards(t, mask, &which);
    which &= ~forbidden;
    if (which) {
        for (int i = 0; i < 52; i++) {
            int card = DISCARD_ORDER[i];
            if (which >> card & 1) {
                *index = card;
                return left;
            }
        }
    }
    int best_left = 1000, best_index = -1;
    for (int i = 0; i < 52; i++) {
        int card = DISCARD_ORDER[i];
        mask_t bit = 1ULL << card;
        if (mask & bit && !(forbidden & bit)) {
            int after = deadwood(t, mask ^ bit);
            if (after < best_left) {
                best_left = after;
                best_index = card;
            }
        }
    }
    *index = best_index;
    return best_left;
}

/* shared.near_cards: every card not in ``mask`` that would form a meld with cards of ``mask``. */
static mask_t near(mask_t mask) {
    mask_t c = mask & SUIT_BITS, d = mask >> 13 & SUIT_BITS, h = mask >> 26 & SUIT_BITS,
           s = mask >> 39;
    mask_t pairs = (c & d) | (c & h) | (c & s) | (d & h) | (d & s) | (h & s);
    mask_t result = pairs * RANK_SPREAD;
    mask_t suits[4] = {c, d, h, s};
    for (int suit = 0; suit < 4; suit++) {
        mask_t bits = suits[suit];
        mask_t runs =
            ((bits >> 1 & bits >> 2) | (bits << 1 & bits >> 1) | (bits << 1 & bits << 2)) &
            SUIT_BITS;
        result |= runs << (13 * suit);
    }
    return result & ~mask;
}

/* policy.policy_takes */
static int policy_takes(const Tables *t, mask_t mask, int top) {
    mask_t same_rank = mask & SAME_RANK[top];
    if (!(same_rank & (same_rank - 1))) {
        int found = 0;
        for (int i = 0; i < RUN_PAIR_COUNT[top]; i++) {
            mask_t pair = RUN_PAIRS[top][i];
            if ((mask & pair) == pair) {
                found = 1;
                break;
            }
        }
        if (!found) return 0;
    }
    int index;
    mask_t bit = 1ULL << top;
    int left = policy_discard(t, mask | bit, bit, &index);
    return left < deadwood(t, mask);
}

/* knockscore.mask_value */
static inline int mask_value(mask_t mask) {
    return SUIT_VALUE[mask & SUIT_BITS] + SUIT_VALUE[mask >> 13 & SUIT_BITS] +
           SUIT_VALUE[mask >> 26 & SUIT_BITS] + SUIT_VALUE[mask >> 39];
}

/* -- the knocker's melds and the defence ------------------------------------------------- */

static void arrangement_sets(const Tables *t, mask_t m, const Choices *ch, int at,
                             mask_t chosen, int *best_total, int *best_count,
                             mask_t *best_chosen, int *found) {
    if (at < ch->n) {
        for (int i = 0; i < ch->count[at]; i++)
            arrangement_sets(t, m, ch, at + 1,
                             chosen | SPREAD[ch->options[at][i]] << ch->rank[at], best_total,
                             best_count, best_chosen, found);
        return;
    }
    /* key = (total, -chosen.bit_count(), chosen), the least wins */
    int total = dead4(t, m ^ chosen), count = popcount64(chosen);
    if (!*found || total < *best_total ||
        (total == *best_total &&
         (count > *best_count || (count == *best_count && chosen < *best_chosen)))) {
        *found = 1;
        *best_total = total;
        *best_count = count;
        *best_chosen = chosen;
    }
}

typedef struct {
    int is_set;
    mask_t mask;
} MeldMask;

/* melds._runs_of_suit: the runs of one suit's cards, built from the low end. */
static int runs_of_suit(const Tables *t, unsigned x, unsigned *runs) {
    int n = 0;
    while (x) {
        unsigned low = x & -x;
        int target = t->dead[x];
        int length = 1;
        unsigned bit = low;
        while (length < t->cap && x & (bit << 1)) {
            bit <<= 1;
            length++;
        }
        int taken = 0;
        for (int size = length; size > 2; size--) {
            unsigned run = ((1u << size) - 1) * low;
            if (t->dead[x ^ run] == target) {
                runs[n++] = run;
                x ^= run;
                taken = 1;
                break;
            }
        }
        if (!taken) x ^= low;
    }
    return n;
}

/* knockscore.knocker_targets' melds: best_arrangement(mask).melds (sets by rank, then runs by suit). */
static int shown_melds(const Tables *t, mask_t m, MeldMask *melds) {
    Choices ch;
    if (t->cap >= 3)
        set_choices(t, m, &ch);
    else
        ch.n = 0;
    int best_total = 0, best_count = 0, found = 0;
    mask_t chosen = 0;
    arrangement_sets(t, m, &ch, 0, 0, &best_total, &best_count, &chosen, &found);
    int n = 0;
    for (int rank = 0; rank < 13; rank++) {
        mask_t in_set = chosen & RANK_SPREAD << rank;
        if (in_set) {
            melds[n].is_set = 1;
            melds[n].mask = in_set;
            n++;
        }
    }
    mask_t rest = m ^ chosen;
    for (int suit = 0; suit < 4; suit++) {
        unsigned runs[5];
        int count = runs_of_suit(t, (unsigned)(rest >> (13 * suit) & SUIT_BITS), runs);
        for (int i = 0; i < count; i++) {
            melds[n].is_set = 0;
            melds[n].mask = (mask_t)runs[i] << (13 * suit);
            n++;
        }
    }
    return n;
}

#define MAX_TARGETS 20
#define MAX_TARGET_OPTIONS (14 * 14)

typedef struct {
    int count;
    mask_t options[MAX_TARGET_OPTIONS];
} Target;

typedef struct {
    const Tables *t;
    mask_t defender;
    int count_melded;
    int n;
    Target *targets;
    int best;
} Defence;

static void defence_search(Defence *df, int at, mask_t done) {
    if (at == df->n) {
        mask_t kept = df->defender & ~done;
        int value = df->count_melded ? mask_value(kept) : deadwood(df->t, kept);
        if (value < df->best) df->best = value;
        return;
    }
    const Target *target = &df->targets[at];
    for (int i = 0; i < target->count; i++) {
        mask_t option = target->options[i];
        if (!(done & option)) defence_search(df, at + 1, done | option);
    }
}

/* knockscore.defence_deadwood with layoffs.layoff_targets: the defender's least deadwood after
 * its layoffs on the knocker's shown melds. */
static int defence_deadwood(const Tables *t, int raw_cap, mask_t defender, mask_t knocker,
                            int count_melded) {
    if (!(near(knocker) & defender))
        return count_melded ? mask_value(defender) : deadwood(t, defender);
    MeldMask melds[MAX_TARGETS];
    int meld_count = shown_melds(t, knocker, melds);
    Target targets[MAX_TARGETS];
    int n = 0;
    for (int i = 0; i < meld_count; i++) {
        mask_t meld = melds[i].mask;
        int size = popcount64(meld);
        int room = raw_cap == 0 ? 52 : raw_cap - size;
        if (room <= 0) continue;
        int low = lowest(meld);
        if (melds[i].is_set) {
            if (size == 3) {
                mask_t missing = (RANK_SPREAD << (low % 13)) & ~meld;
                if (!(defender & missing)) continue;
                targets[n].count = 2;
                targets[n].options[0] = 0;
                targets[n].options[1] = missing;
                n++;
            }
            continue;
        }
        int high = highest(meld);
        mask_t under[14], over[14];
        int nu = 0, no = 0;
        under[nu++] = 0;
        for (int step = 1; step <= low % 13; step++) { /* below the run, nearest first */
            mask_t bit = 1ULL << (low - step);
            if (!(defender & bit)) break;
            under[nu] = under[nu - 1] | bit;
            nu++;
        }
        over[no++] = 0;
        for (int step = 1; step <= 12 - high % 13; step++) {
            mask_t bit = 1ULL << (high + step);
            if (!(defender & bit)) break;
            over[no] = over[no - 1] | bit;
            no++;
        }
        if (nu == 1 && no == 1) continue;
        int count = 0;
        for (int a = 0; a < nu; a++)
            for (int b = 0; b < no; b++)
                if (a + b <= room) targets[n].options[count++] = under[a] | over[b];
        targets[n].count = count;
        n++;
    }
    Defence df = {t, defender, count_melded, n, targets, 1 << 30};
    defence_search(&df, 0, 0);
    return df.best;
}

/* -- the rollout ------------------------------------------------------------------------- */

typedef struct {
    PyObject_HEAD
    const Tables *tables;
    int cap; /* the ruleset's max_meld_size, 0 for none */
    int limit;
    int knock11;
    int big_gin;
    int big_gin_bonus;
    int gin_bonus;
    int undercut_bonus;
    int count_melded;
    int forbid_taken;
    int recycle;
    int dead_at;
    int max_draws;
    int opening; /* a holder knocks whenever it may with at least this many cards in the stock */
    int closing; /* ... or at most this many */
} RulesObject;

typedef struct {
    mask_t hands[2];
    int stock[MAX_CARDS];
    int stock_count;
    int pile[MAX_CARDS];
    int pile_count;
    int holds; /* seat 1 plays for gin mid-hand (rollout.lay_down's ``holds``) */
} State;

/* rollout.score (knockscore.knock_points): the outcome code of a knock (or gin, or big gin)
 * by ``knocker``. */
static int64_t score(const RulesObject *r, int knocker, mask_t knocker_mask,
                     mask_t defender_mask, int big_gin) {
    const Tables *t = r->tables;
    int64_t knocker_deadwood = deadwood(t, knocker_mask);
    if (knocker_deadwood == 0) {
        /* Against gin the defender keeps its own melds and lays nothing off. */
        int64_t bonus = big_gin ? r->big_gin_bonus : r->gin_bonus;
        return knocker + 2 * (deadwood(t, defender_mask) + bonus);
    }
    int64_t defence = defence_deadwood(t, r->cap, defender_mask, knocker_mask, r->count_melded);
    if (knocker_deadwood < defence) return knocker + 2 * (defence - knocker_deadwood);
    return (1 - knocker) + 2 * (knocker_deadwood - defence + r->undercut_bonus);
}

static inline int winner_of(int64_t code) { return (int)(code & 1); }

static void recycle_pile(State *s) {
    /* stock, pile = pile[::-1], [] */
    for (int i = 0; i < s->pile_count; i++) s->stock[i] = s->pile[s->pile_count - 1 - i];
    s->stock_count = s->pile_count;
    s->pile_count = 0;
}

static int64_t empty_pop(void) {
    PyErr_SetString(PyExc_IndexError, "pop from empty list");
    return ERROR_CODE;
}

/* policy.knocks: whether ``turn`` knocks, its knock scored ``code``: the master when the
 * knock wins, its opponent whenever it may or, if it holds for gin, only in the opening and
 * the closing. */
static int knocks(const RulesObject *r, const State *s, int turn, int64_t code) {
    if (turn == 0) return winner_of(code) == 0;
    if (s->holds) return s->stock_count >= r->opening || s->stock_count <= r->closing;
    return 1;
}

/* rollout.lay_down: ``turn`` holds 11.  1 and *value when the hand is over, 0 when it goes
 * on, -1 on an error (an exception set). */
static int lay_down(const RulesObject *r, State *s, int turn, int drew_stock, mask_t forbidden,
                    int64_t *value) {
    const Tables *t = r->tables;
    mask_t mask = s->hands[turn];
    int index;
    int left = policy_discard(t, mask, forbidden, &index);
    if (index < 0) {
        PyErr_SetString(PyExc_ValueError, "negative shift count");
        return -1;
    }
    mask_t other = s->hands[1 - turn];
    /* The 11 cards never have less deadwood than the best 10 of them. */
    if ((r->knock11 && left <= r->limit) || (r->big_gin && left == 0)) {
        int whole = deadwood(t, mask);
        if (whole == 0 && r->big_gin) {
            *value = score(r, turn, mask, other, 1);
            return 1;
        }
        if (r->knock11 && whole <= r->limit) {
            int64_t code = score(r, turn, mask, other, 0);
            if (whole == 0 || knocks(r, s, turn, code)) {
                *value = code;
                return 1;
            }
        }
    }
    if (!r->knock11 && left <= r->limit) {
        int64_t code = score(r, turn, mask ^ 1ULL << index, other, 0);
        if (left == 0 || knocks(r, s, turn, code)) {
            *value = code;
            return 1;
        }
    }
    s->hands[turn] = mask ^ 1ULL << index;
    s->pile[s->pile_count++] = index;
    if (drew_stock && s->stock_count <= r->dead_at) {
        *value = -1;
        return 1;
    }
    return 0;
}

/* rollout.rollout: both seats play the policy from ``turn`` drawing (or in the upcard
 * phase, ``upcard``).  rollout.finish_turn is ``finish_turn``. */
static int64_t rollout(const RulesObject *r, State *s, int turn, int upcard, int must_stock,
                       int dealer);

static int64_t finish_turn(const RulesObject *r, State *s, int turn, int drew_stock,
                           mask_t forbidden, int dealer) {
    int64_t value;
    int ended = lay_down(r, s, turn, drew_stock, forbidden, &value);
    if (ended < 0) return ERROR_CODE;
    if (ended) return value;
    return rollout(r, s, 1 - turn, 0, 0, dealer);
}

static int64_t rollout(const RulesObject *r, State *s, int turn, int upcard, int must_stock,
                       int dealer) {
    const Tables *t = r->tables;
    if (upcard) {
        /* The non-dealer is offered the upcard first; a dealer who passes sends the
         * non-dealer to the stock. */
        for (;;) {
            if (s->pile_count == 0) {
                PyErr_SetString(PyExc_IndexError, "list index out of range");
                return ERROR_CODE;
            }
            int top = s->pile[s->pile_count - 1];
            if (policy_takes(t, s->hands[turn], top)) {
                s->pile_count--;
                s->hands[turn] |= 1ULL << top;
                mask_t forbidden = r->forbid_taken ? 1ULL << top : 0;
                return finish_turn(r, s, turn, 0, forbidden, dealer);
            }
            if (turn == dealer) {
                turn = 1 - dealer;
                must_stock = 1;
                break;
            }
            turn = dealer;
        }
    }
    for (int draw = 0; draw < r->max_draws; draw++) {
        int drew_stock;
        mask_t forbidden;
        if (s->stock_count == 0 ||
            (s->pile_count && !must_stock &&
             policy_takes(t, s->hands[turn], s->pile[s->pile_count - 1]))) {
            if (s->pile_count == 0) return empty_pop();
            int top = s->pile[--s->pile_count];
            s->hands[turn] |= 1ULL << top;
            drew_stock = 0;
            forbidden = r->forbid_taken ? 1ULL << top : 0;
        } else {
            int card = s->stock[--s->stock_count];
            s->hands[turn] |= 1ULL << card;
            drew_stock = 1;
            forbidden = 0;
            if (s->stock_count == 0 && r->recycle) recycle_pile(s);
        }
        must_stock = 0;
        int64_t value;
        int ended = lay_down(r, s, turn, drew_stock, forbidden, &value);
        if (ended < 0) return ERROR_CODE;
        if (ended) return value;
        turn = 1 - turn;
    }
    return -1;
}

/* rollout.play_candidate's pure path: the master's first action, then the rollout. */
static int64_t play_candidate(const RulesObject *r, State *s, int dealer, int drew_stock,
                              int kind, int card) {
    switch (kind) {
    case 0: /* discard */
    case 1: /* knock */
        if (kind == 1) {
            mask_t knocker = card < 0 ? s->hands[0] : s->hands[0] ^ 1ULL << card;
            return score(r, 0, knocker, s->hands[1], 0);
        }
        s->hands[0] ^= 1ULL << card;
        s->pile[s->pile_count++] = card;
        if (drew_stock && s->stock_count <= r->dead_at) return -1;
        return rollout(r, s, 1, 0, 0, dealer);
    case 2: /* pass */
        if (dealer == 0) return rollout(r, s, 1, 0, 1, dealer);
        return rollout(r, s, 1, 1, 0, dealer);
    case 3: { /* draw from the stock */
        if (s->stock_count == 0) return empty_pop();
        int index = s->stock[--s->stock_count];
        s->hands[0] |= 1ULL << index;
        if (s->stock_count == 0 && r->recycle) recycle_pile(s);
        return finish_turn(r, s, 0, 1, 0, dealer);
    }
    default: { /* 4: draw the top discard (or take the upcard) */
        if (s->pile_count == 0) return empty_pop();
        int top = s->pile[--s->pile_count];
        s->hands[0] |= 1ULL << top;
        mask_t forbidden = r->forbid_taken ? 1ULL << top : 0;
        return finish_turn(r, s, 0, 0, forbidden, dealer);
    }
    }
}

/* -- the Python type --------------------------------------------------------------------- */

static PyObject *Rules_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    static char *kwlist[] = {"cap",           "limit",         "knock11",   "big_gin",
                             "big_gin_bonus", "gin_bonus",     "undercut_bonus",
                             "count_melded",  "forbid_taken",  "recycle",   "dead_at",
                             "max_draws",     "opening",       "closing",   NULL};
    int cap, limit, knock11, big_gin, big_gin_bonus, gin_bonus, undercut_bonus, count_melded,
        forbid_taken, recycle, dead_at, max_draws, opening, closing;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "iippiiipppiiii:Rules", kwlist, &cap,
                                     &limit, &knock11, &big_gin, &big_gin_bonus, &gin_bonus,
                                     &undercut_bonus, &count_melded, &forbid_taken, &recycle,
                                     &dead_at, &max_draws, &opening, &closing))
        return NULL;
    const Tables *tables = tables_for(cap);
    if (tables == NULL) return NULL;
    RulesObject *self = (RulesObject *)type->tp_alloc(type, 0);
    if (self == NULL) return NULL;
    self->tables = tables;
    self->cap = cap;
    self->limit = limit;
    self->knock11 = knock11;
    self->big_gin = big_gin;
    self->big_gin_bonus = big_gin_bonus;
    self->gin_bonus = gin_bonus;
    self->undercut_bonus = undercut_bonus;
    self->count_melded = count_melded;
    self->forbid_taken = forbid_taken;
    self->recycle = recycle;
    self->dead_at = dead_at;
    self->max_draws = max_draws;
    self->opening = opening;
    self->closing = closing;
    return (PyObject *)self;
}

static int read_mask(PyObject *value, const char *name, mask_t *out) {
    if (!PyLong_Check(value)) {
        PyErr_Format(PyExc_TypeError, "%s must be an int", name);
        return -1;
    }
    unsigned long long mask = PyLong_AsUnsignedLongLong(value);
    if (mask == (unsigned long long)-1 && PyErr_Occurred()) {
        PyErr_Clear();
        mask = 1ULL << 63;
    }
    if (mask > FULL_DECK) {
        PyErr_Format(PyExc_ValueError, "%s must be a 52-bit hand mask", name);
        return -1;
    }
    *out = (mask_t)mask;
    return 0;
}

static int read_cards(PyObject *seq, const char *name, int *out, int *count) {
    PyObject *fast = PySequence_Fast(seq, "the stock and the pile must be lists of ints");
    if (fast == NULL) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > 52) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s holds more than 52 cards", name);
        return -1;
    }
    PyObject **items = PySequence_Fast_ITEMS(fast);
    for (Py_ssize_t i = 0; i < n; i++) {
        long card = PyLong_AsLong(items[i]);
        if (card == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        if (card < 0 || card > 51) {
            Py_DECREF(fast);
            PyErr_Format(PyExc_ValueError, "%s holds %ld, not a card index", name, card);
            return -1;
        }
        out[i] = (int)card;
    }
    *count = (int)n;
    Py_DECREF(fast);
    return 0;
}

static PyObject *Rules_play(RulesObject *self, PyObject *args, PyObject *kwargs) {
    static char *kwlist[] = {"hand",       "opponent", "stock", "pile",  "dealer",
                             "drew_stock", "kind",     "card",  "holds", NULL};
    PyObject *hand, *opponent, *stock, *pile;
    int dealer, drew_stock, kind, card, holds;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OOOOipiip:play", kwlist, &hand, &opponent,
                                     &stock, &pile, &dealer, &drew_stock, &kind, &card, &holds))
        return NULL;
    State s;
    s.holds = holds;
    if (read_mask(hand, "hand", &s.hands[0]) < 0 ||
        read_mask(opponent, "opponent", &s.hands[1]) < 0 ||
        read_cards(stock, "stock", s.stock, &s.stock_count) < 0 ||
        read_cards(pile, "pile", s.pile, &s.pile_count) < 0)
        return NULL;
    if (s.stock_count + s.pile_count > 52) {
        PyErr_SetString(PyExc_ValueError, "the stock and the pile hold more than 52 cards");
        return NULL;
    }
    if (dealer != 0 && dealer != 1) {
        PyErr_SetString(PyExc_ValueError, "dealer must be 0 or 1");
        return NULL;
    }
    if (kind < 0 || kind > 4) {
        PyErr_SetString(PyExc_ValueError, "kind must be 0 to 4");
        return NULL;
    }
    if (card < -1 || card > 51 || (kind == 0 && card < 0)) {
        PyErr_SetString(PyExc_ValueError, "card must be a card index (or -1 for a knock)");
        return NULL;
    }
    int64_t code = play_candidate(self, &s, dealer, drew_stock, kind, card);
    if (code == ERROR_CODE) return NULL;
    return PyLong_FromLongLong(code);
}

static PyMethodDef Rules_methods[] = {
    {"play", (PyCFunction)(void (*)(void))Rules_play, METH_VARARGS | METH_KEYWORDS,
     "play(hand, opponent, stock, pile, dealer, drew_stock, kind, card, holds) -> int\n\n"
     "Play the master's first action (kind 0 discard, 1 knock, 2 pass, 3 draw from the\n"
     "stock, 4 draw the top discard) in one world, then both seats by the rollout policy\n"
     "(the opponent playing for gin mid-hand if it ``holds``).\n"
     "Returns -1 for a dead hand, else winner + 2 * points (winner 0: the master)."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject RulesType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "games.engine.ai._rollout.Rules",
    .tp_basicsize = sizeof(RulesObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Rules(cap, limit, knock11, big_gin, big_gin_bonus, gin_bonus, undercut_bonus,\n"
              "      count_melded, forbid_taken, recycle, dead_at, max_draws, opening,\n"
              "      closing)\n\n"
              "The knobs of rollout.RolloutRules a rollout needs (cap 0: no meld size cap).",
    .tp_new = Rules_new,
    .tp_methods = Rules_methods,
};

/* -- the worlds -------------------------------------------------------------------------- */

/* shared.meldable_cards: the cards of ``mask`` in at least one meld of ``mask``. */
static inline mask_t meldable(mask_t mask) {
    mask_t windows = mask & mask >> 1 & mask >> 2 & WINDOW_STARTS;
    return mask & (trips_of(mask) * RANK_SPREAD | windows | windows << 1 | windows << 2);
}

/* shared.free_top with its ``deadwood`` given. */
static int free_top(const Tables *t, mask_t mask, int dead) {
    mask_t melding = meldable(mask);
    mask_t loose = mask & ~melding;
    mask_t ranks = (loose | loose >> 13 | loose >> 26 | loose >> 39) & SUIT_BITS;
    int best = ranks ? RANK_VALUE[highest(ranks)] : 0;
    for (int rank = 12; rank >= 0; rank--) {
        int value = RANK_VALUE[rank];
        if (value <= best) break;
        mask_t group = melding & RANK_SPREAD << rank;
        while (group) {
            mask_t bit = group & (~group + 1);
            group ^= bit;
            if (deadwood(t, mask ^ bit) == dead - value) return value;
        }
    }
    return best;
}

#define MAX_RECENT 8

typedef struct {
    PyObject_HEAD
    const Tables *tables;
    mask_t took;
    mask_t declined;
    int hidden;
    int extra;
    int check_gin;
    int knock_at[2]; /* the deadwood each style would have knocked with (-1: none) */
    double gin_likelihood;
    double knock_likelihood;
    double declined_likelihood;
    int count;          /* the unseen cards */
    double power[52];   /* 1 / their weight */
    int index[52];
    int recent_count;   /* the opponent's last discards, the last first */
    double recent_beta[MAX_RECENT];
    int recent_index[MAX_RECENT];
    int recent_value[MAX_RECENT];
} WorldsObject;

/* worlds.Worlds._throw_extra */
static mask_t throw_extra(const WorldsObject *w, mask_t opponent) {
    int left = w->extra;
    mask_t loose = opponent & ~meldable(opponent) & ~w->took;
    for (int rank = 12; rank >= 0; rank--) {
        mask_t group = loose & RANK_SPREAD << rank;
        while (group && left) {
            mask_t bit = 1ULL << highest(group);
            group ^= bit;
            opponent ^= bit;
            left--;
        }
        if (!left) return opponent;
    }
    for (; left > 0; left--) {
        int index;
        policy_discard(w->tables, opponent, w->took, &index);
        if (index < 0) return opponent; /* never: the opponent holds cards it did not take */
        opponent ^= 1ULL << index;
    }
    return opponent;
}

/* worlds.Worlds._likelihood */
static double likelihood(const WorldsObject *w, mask_t opponent, int holds) {
    const Tables *t = w->tables;
    int dead = deadwood(t, opponent);
    if (dead == 0 && w->check_gin) return w->gin_likelihood;
    if (dead <= w->knock_at[holds]) return w->knock_likelihood;
    double result = 1.0;
    mask_t close = near(opponent);
    int hits = popcount64(close & w->declined);
    if (hits) result = pow(w->declined_likelihood, (double)hits);
    if (w->recent_count) {
        int free = free_top(t, opponent, dead);
        double shortfall = 0.0;
        for (int i = 0; i < w->recent_count; i++) {
            int index = w->recent_index[i];
            if (close >> index & 1) {
                int card;
                int least = policy_discard(t, opponent | 1ULL << index, 0, &card);
                shortfall += w->recent_beta[i] * (double)(dead - least);
            } else if (free > w->recent_value[i]) {
                shortfall += w->recent_beta[i] * (double)(free - w->recent_value[i]);
            }
        }
        result *= exp(-shortfall);
    }
    return result;
}

typedef struct {
    double key;
    int index;
} Keyed;

static int keyed_order(const void *a, const void *b) {
    const Keyed *x = a, *y = b;
    if (x->key != y->key) return x->key < y->key ? -1 : 1;
    return (x->index > y->index) - (x->index < y->index);
}

/* Reads ``count`` floats from a list (a random() for each card). */
static int read_randoms(PyObject *seq, int count, double *out) {
    PyObject *fast = PySequence_Fast(seq, "randoms must be a list of floats");
    if (fast == NULL) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != count) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "expected %d randoms", count);
        return -1;
    }
    PyObject **items = PySequence_Fast_ITEMS(fast);
    for (int i = 0; i < count; i++) {
        out[i] = PyFloat_AsDouble(items[i]);
        if (out[i] == -1.0 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
    }
    Py_DECREF(fast);
    return 0;
}

/* worlds.Worlds._draw: (hand, likelihood) for one random() per unseen card. */
static PyObject *Worlds_draw(WorldsObject *self, PyObject *args) {
    PyObject *randoms;
    int holds;
    if (!PyArg_ParseTuple(args, "Op:draw", &randoms, &holds)) return NULL;
    double r[52];
    if (read_randoms(randoms, self->count, r) < 0) return NULL;
    Keyed keyed[52];
    for (int i = 0; i < self->count; i++) {
        keyed[i].key = pow(r[i], self->power[i]);
        keyed[i].index = self->index[i];
    }
    qsort(keyed, (size_t)self->count, sizeof(Keyed), keyed_order);
    mask_t opponent = self->took;
    int start = self->count - self->hidden - self->extra;
    if (start < 0) start = 0;
    for (int i = start; i < self->count; i++) opponent |= 1ULL << keyed[i].index;
    if (self->extra) opponent = throw_extra(self, opponent);
    double chance = likelihood(self, opponent, holds);
    return Py_BuildValue("(Kd)", (unsigned long long)opponent, chance);
}

/* The stock of a world: ``cards`` in the order of their ``randoms`` (worlds.Worlds.sample). */
static PyObject *rollout_order(PyObject *module, PyObject *args) {
    (void)module;
    PyObject *randoms, *cards;
    if (!PyArg_ParseTuple(args, "OO:order", &randoms, &cards)) return NULL;
    int index[52], count;
    if (read_cards(cards, "cards", index, &count) < 0) return NULL;
    double r[52];
    if (read_randoms(randoms, count, r) < 0) return NULL;
    Keyed keyed[52];
    for (int i = 0; i < count; i++) {
        keyed[i].key = r[i];
        keyed[i].index = index[i];
    }
    qsort(keyed, (size_t)count, sizeof(Keyed), keyed_order);
    PyObject *out = PyList_New(count);
    if (out == NULL) return NULL;
    for (int i = 0; i < count; i++) PyList_SET_ITEM(out, i, PyLong_FromLong(keyed[i].index));
    return out;
}

static PyObject *Worlds_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    static char *kwlist[] = {"cap",           "took",           "declined",
                             "hidden",        "extra",          "check_gin",
                             "knocker_at",    "holder_at",      "gin_likelihood",
                             "knock_likelihood", "declined_likelihood", "cards",
                             "recent",        NULL};
    int cap, hidden, extra, check_gin, knocker_at, holder_at;
    PyObject *took, *declined, *cards, *recent;
    double gin_likelihood, knock_likelihood, declined_likelihood;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "iOOiipiidddOO:Worlds", kwlist, &cap, &took,
                                     &declined, &hidden, &extra, &check_gin, &knocker_at,
                                     &holder_at, &gin_likelihood, &knock_likelihood,
                                     &declined_likelihood, &cards, &recent))
        return NULL;
    const Tables *tables = tables_for(cap);
    if (tables == NULL) return NULL;
    WorldsObject *self = (WorldsObject *)type->tp_alloc(type, 0);
    if (self == NULL) return NULL;
    self->tables = tables;
    self->hidden = hidden;
    self->extra = extra;
    self->check_gin = check_gin;
    self->knock_at[0] = knocker_at;
    self->knock_at[1] = holder_at;
    self->gin_likelihood = gin_likelihood;
    self->knock_likelihood = knock_likelihood;
    self->declined_likelihood = declined_likelihood;
    if (read_mask(took, "took", &self->took) < 0 ||
        read_mask(declined, "declined", &self->declined) < 0)
        goto fail;
    /* cards: [(power, index)], recent: [(beta, index, value)] */
    PyObject *fast = PySequence_Fast(cards, "cards must be a list of (power, index)");
    if (fast == NULL) goto fail;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > 52) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "more than 52 cards");
        goto fail;
    }
    self->count = (int)n;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fast, i), "di", &self->power[i],
                              &self->index[i]) ||
            self->index[i] < 0 || self->index[i] > 51) {
            Py_DECREF(fast);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "not a card index");
            goto fail;
        }
    }
    Py_DECREF(fast);
    fast = PySequence_Fast(recent, "recent must be a list of (beta, index, value)");
    if (fast == NULL) goto fail;
    n = PySequence_Fast_GET_SIZE(fast);
    if (n > MAX_RECENT) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "too many recent discards");
        goto fail;
    }
    self->recent_count = (int)n;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fast, i), "dii", &self->recent_beta[i],
                              &self->recent_index[i], &self->recent_value[i]) ||
            self->recent_index[i] < 0 || self->recent_index[i] > 51) {
            Py_DECREF(fast);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "not a card index");
            goto fail;
        }
    }
    Py_DECREF(fast);
    return (PyObject *)self;
fail:
    Py_DECREF(self);
    return NULL;
}

static PyMethodDef Worlds_methods[] = {
    {"draw", (PyCFunction)Worlds_draw, METH_VARARGS,
     "draw(randoms, holds) -> (hand, likelihood)\n\n"
     "worlds.Worlds._draw: the opponent hand that one random() per unseen card draws, and\n"
     "how well it fits what the opponent did (playing for gin mid-hand if it ``holds``)."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject WorldsType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "games.engine.ai._rollout.Worlds",
    .tp_basicsize = sizeof(WorldsObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Worlds(cap, took, declined, hidden, extra, check_gin, knocker_at, holder_at,\n"
              "       gin_likelihood, knock_likelihood, declined_likelihood, cards, recent)\n\n"
              "What worlds.Worlds infers from the view, to draw opponent hands from.",
    .tp_new = Worlds_new,
    .tp_methods = Worlds_methods,
};

static PyMethodDef module_methods[] = {
    {"order", rollout_order, METH_VARARGS,
     "order(randoms, cards) -> list\n\nThe cards sorted by their randoms (then by index)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef rollout_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "games.engine.ai._rollout",
    .m_doc = "The master AI's rollouts in C (games/engine/ai/rollout.py and worlds.py, the pure path).",
    .m_size = -1,
    .m_methods = module_methods,
};

PyMODINIT_FUNC PyInit__rollout(void) {
    build_constants();
    if (tables_for(0) == NULL || tables_for(4) == NULL) return NULL;
    if (PyType_Ready(&RulesType) < 0 || PyType_Ready(&WorldsType) < 0) return NULL;
    PyObject *module = PyModule_Create(&rollout_module);
    if (module == NULL) return NULL;
    Py_INCREF(&RulesType);
    if (PyModule_AddObject(module, "Rules", (PyObject *)&RulesType) < 0) {
        Py_DECREF(&RulesType);
        Py_DECREF(module);
        return NULL;
    }
    Py_INCREF(&WorldsType);
    if (PyModule_AddObject(module, "Worlds", (PyObject *)&WorldsType) < 0) {
        Py_DECREF(&WorldsType);
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
