package ginapi.bench;

import ginrummy.Card;
import ginrummy.GinRummyPlayer;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * One of our AIs as a player of the EAAI-21 challenge: every call of the challenge's
 * GinRummyPlayer interface becomes one line to a Python process (python -m bench.eaai_player),
 * and every question waits for its one-line answer.  It passes on exactly what the challenge
 * tells its player, nothing more (bench/eaai.py describes the lines).
 *
 * Our own code (MIT, as the project); it only implements the challenge's interface.
 */
public final class GinapiPlayer implements GinRummyPlayer {
    private final Process process;
    private final PrintWriter out;
    private final BufferedReader in;
    /** The scores as last reported, indexed by player number. */
    int[] scores = new int[2];
    /** Hands reported (scored or cancelled) since the last newMatch(). */
    int hands;

    public GinapiPlayer(List<String> command) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.redirectError(ProcessBuilder.Redirect.INHERIT);
        process = builder.start();
        out = new PrintWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), false);
        in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    private void tell(String line) {
        out.println(line);
        out.flush();
    }

    private String ask(String line) {
        tell(line);
        try {
            String answer = in.readLine();
            if (answer == null) {
                throw new IllegalStateException("the Python player ended");
            }
            return answer.trim();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String text(Card card) {
        return card == null ? "-" : card.toString();
    }

    private static String text(List<? extends List<Card>> melds) {
        StringBuilder line = new StringBuilder();
        for (List<Card> meld : melds) {
            line.append(" |");
            for (Card card : meld) {
                line.append(' ').append(card);
            }
        }
        return line.toString();
    }

    /** A new match begins (the scores start from 0). */
    public void newMatch(long seed) {
        scores = new int[2];
        hands = 0;
        tell("match " + seed);
    }

    public void close() {
        tell("quit");
        try {
            process.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void startGame(int playerNum, int startingPlayerNum, Card[] cards) {
        StringBuilder line = new StringBuilder("start " + playerNum + " " + startingPlayerNum);
        for (Card card : cards) {
            line.append(' ').append(card);
        }
        tell(line.toString());
    }

    @Override
    public boolean willDrawFaceUpCard(Card card) {
        return ask("offer " + text(card)).equals("yes");
    }

    @Override
    public void reportDraw(int playerNum, Card drawnCard) {
        tell("draw " + playerNum + " " + text(drawnCard));
    }

    @Override
    public Card getDiscard() {
        return Card.strCardMap.get(ask("discard?"));
    }

    @Override
    public void reportDiscard(int playerNum, Card discardedCard) {
        tell("discard " + playerNum + " " + text(discardedCard));
    }

    @Override
    public ArrayList<ArrayList<Card>> getFinalMelds() {
        String answer = ask("melds?");
        if (answer.equals("none")) {
            return null;
        }
        ArrayList<ArrayList<Card>> melds = new ArrayList<ArrayList<Card>>();
        for (String part : answer.split("\\|")) {
            ArrayList<Card> meld = new ArrayList<Card>();
            for (String code : part.trim().split(" ")) {
                if (!code.isEmpty() && !code.equals("melds")) {
                    meld.add(Card.strCardMap.get(code));
                }
            }
            if (!meld.isEmpty()) {
                melds.add(meld);
            }
        }
        return melds;
    }

    @Override
    public void reportFinalMelds(int playerNum, ArrayList<ArrayList<Card>> melds) {
        tell("melds " + playerNum + text(melds));
    }

    @Override
    public void reportScores(int[] scores) {
        this.scores = scores.clone();
        hands++;
        tell("scores " + scores[0] + " " + scores[1]);
    }

    @Override
    public void reportLayoff(int playerNum, Card layoffCard, ArrayList<Card> opponentMeld) {
        tell("layoff " + playerNum + " " + text(layoffCard));
    }

    @Override
    public void reportFinalHand(int playerNum, ArrayList<Card> hand) {
        StringBuilder line = new StringBuilder("hand " + playerNum);
        for (Card card : hand) {
            line.append(' ').append(card);
        }
        tell(line.toString());
    }
}
