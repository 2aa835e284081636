package ginapi.bench;

import ginrummy.GinRummyGame;
import ginrummy.GinRummyPlayer;
import ginrummy.SimpleGinRummyPlayer;

import java.lang.reflect.Field;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Plays matches of the challenge's own GinRummyGame between our AI (GinapiPlayer) and the
 * challenge's SimpleGinRummyPlayer, each match twice with the seats swapped and the same
 * deals.  Arguments: matches, first seed, then the command that starts our Python player.
 * Prints one line a match: "match SEED OUR_SEAT WON OUR_SCORE THEIR_SCORE HANDS".
 *
 * The challenge draws its deals and its starting player from a private static Random, and the
 * baseline its ties from its own; both are seeded here through reflection so that a run
 * replays exactly (the challenge's code is used as it is, never changed or copied).
 */
public final class EaaiMatches {
    private EaaiMatches() {}

    private static void seed(Class<?> type, Object owner, String name, long seed) throws Exception {
        Field field = type.getDeclaredField(name);
        field.setAccessible(true);
        ((Random) field.get(owner)).setSeed(seed);
    }

    public static void main(String[] args) throws Exception {
        int matches = Integer.parseInt(args[0]);
        long first = Long.parseLong(args[1]);
        List<String> command = Arrays.asList(args).subList(2, args.length);
        GinapiPlayer ours = new GinapiPlayer(command);
        try {
            for (long seed = first; seed < first + matches; seed++) {
                for (int ourSeat = 0; ourSeat < 2; ourSeat++) {
                    SimpleGinRummyPlayer simple = new SimpleGinRummyPlayer();
                    seed(SimpleGinRummyPlayer.class, simple, "random", seed * 2 + 1);
                    seed(GinRummyGame.class, null, "RANDOM", seed);
                    GinRummyPlayer[] seats = ourSeat == 0
                        ? new GinRummyPlayer[] {ours, simple}
                        : new GinRummyPlayer[] {simple, ours};
                    ours.newMatch(seed);
                    int winner = new GinRummyGame(seats[0], seats[1]).play();
                    System.out.printf("match %d %d %d %d %d %d%n", seed, ourSeat,
                        winner == ourSeat ? 1 : 0, ours.scores[ourSeat], ours.scores[1 - ourSeat],
                        ours.hands);
                    System.out.flush();
                }
            }
        } finally {
            ours.close();
        }
    }
}
