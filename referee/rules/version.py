"""The version of the rules: every batch on a table's log records the one it was decided under.

Bump `RULES_VERSION` (and say why below) in the same change as anything that can make the referee decide
an old command otherwise: a ruling, a refusal, a payout, or the words of a ruling it stores. Stored nights
then keep verifying: what they recorded under an older version stands, and verify lists where today's rules
would differ as rules changes, never as damage. A change that alters what a recorded night re-decides
without the bump fails the upgrade test (tests/upgrade), which names the batch.
"""

RULES_VERSION = 5

# What each version changed, for the pages that say a deal was refereed under an older one.
CHANGES = {
    0: "the rules before their versions were recorded",
    1: "the first recorded rules version",
    2: "in no limit and pot limit with blinds the smallest bet is the big blind; an Acey Deucey bet that "
       "takes a player's last chips says how much it was short of the smallest bet; a black six turned up "
       "(a card that kills) is an entry of its own in the log; a ruling names each winner with its own hand "
       "(a low half's winner with its low, Hi Di Deu Wi's diamond half with its diamond), never a killed hand; "
       "at the showdown a hand with no face-down card is shown without naming any; when every hand still in is "
       "killed nobody wins the pot: it is carried into the next poker deal, or given back at the night's close",
    3: "a player may draw no more cards than they hold face down, also where the table lets a draw take up to "
       "five (a defined game dealing fewer face-down cards could draw more before), and keeping the ace shown to "
       "draw more, never all of them (in a game of four cards a player could show an ace and change four); a defined "
       "game's twist price and draw tax, like its card price, are whole chips of the table (a deal at a price of "
       "1¢ was taken, and its pot could not be paid out); a defined high-low game's "
       "ruling says each hand's low as players call it (\"Eight-six low (8-6-4-3-A)\", was \"8-6-4-3-A low\")",
    4: "a table's own game whose price (a card bought, a twist, a draw's tax) is not whole chips of the table is "
       "refused as it is defined, in the words its deals were refused in (it was accepted, and then no deal of it "
       "could start)",
    5: "a discard names cards its player holds: one showing on the table, one not among the cards they entered, or "
       "more or fewer than the step throws away is refused (it was taken, a face-down card was thrown in its place "
       "and the player's entry forgotten); a table's own game says its wild cards as \"The 9♦, J♣ and A♦ are "
       "wild\" (was \"9♦ and J♣ and A♦ wild\") and a black or red pair of a rank as \"a black eight\" (was \"an "
       "black eight\")",
}
