<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/hearts/messages.py" line="+51"/>
        <source>Choose exactly %n cards to pass.</source>
        <translation>
            <numerusform>Choose exactly %n card to pass.</numerusform>
            <numerusform>Choose exactly %n cards to pass.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/hearts/rules_page.py" line="+112"/>
        <source>%n packs of 52 cards shuffled together</source>
        <translation>
            <numerusform>%n pack of 52 cards</numerusform>
            <numerusform>%n packs of 52 cards shuffled together</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n players each play for themselves with {pack}.</source>
        <translation>
            <numerusform>%n player plays with {pack}.</numerusform>
            <numerusform>%n players each play for themselves with {pack}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Everyone is dealt %n cards, one at a time, clockwise.</source>
        <translation>
            <numerusform>Everyone is dealt %n card, one at a time, clockwise.</numerusform>
            <numerusform>Everyone is dealt %n cards, one at a time, clockwise.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n cards are laid aside face down as the kitty.</source>
        <translation>
            <numerusform>%n card is laid aside face down as the kitty.</numerusform>
            <numerusform>%n cards are laid aside face down as the kitty.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The %n cards left over are laid face up in the middle.</source>
        <translation>
            <numerusform>The %n card left over is laid face up in the middle.</numerusform>
            <numerusform>The %n cards left over are laid face up in the middle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>to the player %n seats to the left</source>
        <translation>
            <numerusform>to the player %n seat to the left</numerusform>
            <numerusform>to the player %n seats to the left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Before looking at their cards the dealer decides how cards are passed in this deal (to which players and how many), at most %n cards per player; everyone passes the same way.</source>
        <translation>
            <numerusform>Before looking at their cards the dealer decides how cards are passed in this deal (to which players and how many), at most %n card per player; everyone passes the same way.</numerusform>
            <numerusform>Before looking at their cards the dealer decides how cards are passed in this deal (to which players and how many), at most %n cards per player; everyone passes the same way.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>After the deal everyone chooses %n cards and passes them face down, before looking at the cards they receive.</source>
        <translation>
            <numerusform>After the deal everyone chooses %n card and passes them face down, before looking at the cards they receive.</numerusform>
            <numerusform>After the deal everyone chooses %n cards and passes them face down, before looking at the cards they receive.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+155"/>
        <source>The game lasts at most %n deals.</source>
        <translation>
            <numerusform>The game lasts at most %n deal.</numerusform>
            <numerusform>The game lasts at most %n deals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+68"/>
        <source>Every move must be made within %n seconds. When time runs out a random allowed card is played; the second time in a game, a computer player takes over the seat.</source>
        <translation>
            <numerusform>Every move must be made within %n second. When time runs out a random allowed card is played; the second time in a game, a computer player takes over the seat.</numerusform>
            <numerusform>Every move must be made within %n seconds. When time runs out a random allowed card is played; the second time in a game, a computer player takes over the seat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+49"/>
        <source>%n cards to seat +{0}</source>
        <translation>
            <numerusform>%n card to seat +{0}</numerusform>
            <numerusform>%n cards to seat +{0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/table/card_themes.py" line="+200"/>
        <source>The deck {0} lacks %n cards: {1}.</source>
        <translation>
            <numerusform>The deck {0} lacks %n card: {1}.</numerusform>
            <numerusform>The deck {0} lacks %n cards: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/table/moves.py" line="+364"/>
        <source>You take %n card(s) from the talon</source>
        <translation>
            <numerusform>You take %n card from the talon</numerusform>
            <numerusform>You take %n cards from the talon</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name} takes %n card(s) from the talon</source>
        <translation>
            <numerusform>{name} takes %n card from the talon</numerusform>
            <numerusform>{name} takes %n cards from the talon</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+94"/>
        <source>You take %n chip(s) from the pot</source>
        <translation>
            <numerusform>You take %n chip from the pot</numerusform>
            <numerusform>You take %n chips from the pot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name} takes %n chip(s) from the pot</source>
        <translation>
            <numerusform>{name} takes %n chip from the pot</numerusform>
            <numerusform>{name} takes %n chips from the pot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You put %n chip(s) in the pot</source>
        <translation>
            <numerusform>You put %n chip in the pot</numerusform>
            <numerusform>You put %n chips in the pot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name} puts %n chip(s) in the pot</source>
        <translation>
            <numerusform>{name} puts %n chip in the pot</numerusform>
            <numerusform>{name} puts %n chips in the pot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You pay {name} %n chip(s)</source>
        <translation>
            <numerusform>You pay {name} %n chip</numerusform>
            <numerusform>You pay {name} %n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name} pays you %n chip(s)</source>
        <translation>
            <numerusform>{name} pays you %n chip</numerusform>
            <numerusform>{name} pays you %n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{payer} pays {payee} %n chip(s)</source>
        <translation>
            <numerusform>{payer} pays {payee} %n chip</numerusform>
            <numerusform>{payer} pays {payee} %n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/table/reading.py" line="+97"/>
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>%n card face down</numerusform>
            <numerusform>%n cards face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>{group}: %n card(s)</source>
        <translation>
            <numerusform>{group}: %n card</numerusform>
            <numerusform>{group}: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your hand: %n card(s)</source>
        <translation>
            <numerusform>Your hand: %n card</numerusform>
            <numerusform>Your hand: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <location line="+43"/>
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-36"/>
        <source>holds %n card(s)</source>
        <translation>
            <numerusform>holds %n card</numerusform>
            <numerusform>holds %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Trick: %n card(s)</source>
        <translation>
            <numerusform>Trick: %n card</numerusform>
            <numerusform>Trick: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LockTexts</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/persistence.py" line="+133"/>
        <source>it holds %n byte(s) that are not a Hearts Desktop lock</source>
        <translation>
            <numerusform>it holds %n byte that is not a Hearts Desktop lock</numerusform>
            <numerusform>it holds %n bytes that are not a Hearts Desktop lock</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/hearts/input.py" line="+57"/>
        <source>Choose %n cards to pass, then press “{0}”.</source>
        <translation>
            <numerusform>Choose %n card to pass, then press “{0}”.</numerusform>
            <numerusform>Choose %n cards to pass, then press “{0}”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>You have chosen %n cards; click one to put it back.</source>
        <translation>
            <numerusform>You have chosen %n card; click one to put it back.</numerusform>
            <numerusform>You have chosen %n cards; click one to put it back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Choose %n more.</source>
        <translation>
            <numerusform>Choose %n more.</numerusform>
            <numerusform>Choose %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/net/quick_dialog.py" line="+269"/>
        <source>%n player(s) waiting for this game, you included.</source>
        <translation>
            <numerusform>%n player waiting for this game, you included.</numerusform>
            <numerusform>%n players waiting for this game, you included.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>In %n second(s), CPU players take the seats nobody has taken.</source>
        <translation>
            <numerusform>In %n second, CPU players take the seats nobody has taken.</numerusform>
            <numerusform>In %n seconds, CPU players take the seats nobody has taken.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+103"/>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_form.py" line="+106"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Ombre</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/ombre/input.py" line="+172"/>
        <source>You may exchange at most %n card(s).</source>
        <translation>
            <numerusform>You may exchange at most %n card.</numerusform>
            <numerusform>You may exchange at most %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/ombre/labels.py" line="+177"/>
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/ombre/messages.py" line="+25"/>
        <source>{led} was led. The matador&apos;s privilege lets you hold back %n matador(s) above it ({protected}), but not {others}: play a trump.</source>
        <translation>
            <numerusform>{led} was led. The matador&apos;s privilege lets you hold back %n matador above it ({protected}), but not {others}: play a trump.</numerusform>
            <numerusform>{led} was led. The matador&apos;s privilege lets you hold back %n matadors above it ({protected}), but not {others}: play a trump.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>You may exchange at most %n card(s) now.</source>
        <translation>
            <numerusform>You may exchange at most %n card now.</numerusform>
            <numerusform>You may exchange at most %n cards now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Under these rules ombre must exchange at least %n card(s).</source>
        <translation>
            <numerusform>Under these rules ombre must exchange at least %n card.</numerusform>
            <numerusform>Under these rules ombre must exchange at least %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/ombre/rules_form.py" line="+286"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/ombre/rules_page.py" line="+107"/>
        <source>Before every deal the dealer puts %n chip(s) for each player into the pot.</source>
        <translation>
            <numerusform>Before every deal the dealer puts %n chip for each player into the pot.</numerusform>
            <numerusform>Before every deal the dealer puts %n chips for each player into the pot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Before every deal each player puts %n chip(s) into the pot; the pot carries over from deal to deal.</source>
        <translation>
            <numerusform>Before every deal each player puts %n chip into the pot; the pot carries over from deal to deal.</numerusform>
            <numerusform>Before every deal each player puts %n chips into the pot; the pot carries over from deal to deal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Everybody starts with %n chip(s).</source>
        <translation>
            <numerusform>Everybody starts with %n chip.</numerusform>
            <numerusform>Everybody starts with %n chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The game lasts %n deal(s); what is left in the pot is then shared.</source>
        <translation>
            <numerusform>The game lasts %n deal; what is left in the pot is then shared.</numerusform>
            <numerusform>The game lasts %n deals; what is left in the pot is then shared.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>It ends early once a player has won or lost %n chip(s).</source>
        <translation>
            <numerusform>It ends early once a player has won or lost %n chip.</numerusform>
            <numerusform>It ends early once a player has won or lost %n chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="+94"/>
        <source>You took the first %n tricks</source>
        <translation>
            <numerusform>You took the first trick</numerusform>
            <numerusform>You took the first %n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name} took the first %n tricks</source>
        <translation>
            <numerusform>{name} took the first trick</numerusform>
            <numerusform>{name} took the first %n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+98"/>
        <source>took %n</source>
        <comment>cards from the talon</comment>
        <translation>
            <numerusform>drew %n card</numerusform>
            <numerusform>drew %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+51"/>
        <source>Choose %n card(s) to discard, then press the button on the table.</source>
        <translation>
            <numerusform>Choose %n card to discard, then press the button on the table.</numerusform>
            <numerusform>Choose %n cards to discard, then press the button on the table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Choose up to %n card(s) to discard (or none), then press the button on the table.</source>
        <translation>
            <numerusform>Choose up to %n card to discard (or none), then press the button on the table.</numerusform>
            <numerusform>Choose up to %n cards to discard (or none), then press the button on the table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Exchange %n</source>
        <translation>
            <numerusform>Exchange %n</numerusform>
            <numerusform>Exchange %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%n chip(s) in the pot.</source>
        <translation>
            <numerusform>%n chip in the pot.</numerusform>
            <numerusform>%n chips in the pot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n trump(s) in your hand</source>
        <translation>
            <numerusform>%n trump in your hand</numerusform>
            <numerusform>%n trumps in your hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>You won the first %n tricks. Stop now, or lead on for the vole.</source>
        <translation>
            <numerusform>You won the first trick. Stop now, or lead on for the vole.</numerusform>
            <numerusform>You won the first %n tricks. Stop now, or lead on for the vole.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>all %n tricks, or pay each defender</source>
        <translation>
            <numerusform>the only trick, or pay each defender</numerusform>
            <numerusform>all %n tricks, or pay each defender</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OmbreTexts</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/ombre/history.py" line="+219"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+83"/>
        <source>You exchange %n card(s).</source>
        <translation>
            <numerusform>You exchange %n card.</numerusform>
            <numerusform>You exchange %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} exchanges %n card(s).</source>
        <translation>
            <numerusform>{0} exchanges %n card.</numerusform>
            <numerusform>{0} exchanges %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PassChoiceDialog</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/hearts/choices.py" line="+139"/>
        <source>%n cards to the left</source>
        <translation>
            <numerusform>%n card to the left</numerusform>
            <numerusform>%n cards to the left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards to the right</source>
        <translation>
            <numerusform>%n card to the right</numerusform>
            <numerusform>%n cards to the right</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards across</source>
        <translation>
            <numerusform>%n card across</numerusform>
            <numerusform>%n cards across</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards to the player {0} seats to the left</source>
        <translation>
            <numerusform>%n card to the player {0} seats to the left</numerusform>
            <numerusform>%n cards to the player {0} seats to the left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/persistence.py" line="+112"/>
        <source>%n damaged match(es) were rebuilt from their records</source>
        <translation>
            <numerusform>%n damaged match was rebuilt from its record</numerusform>
            <numerusform>%n damaged matches were rebuilt from their records</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n match(es) could not be read and were left out</source>
        <translation>
            <numerusform>%n match could not be read and was left out</numerusform>
            <numerusform>%n matches could not be read and were left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pinochle</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/pinochle/input.py" line="+177"/>
        <source>meld {0}, %n card(s)</source>
        <translation>
            <numerusform>meld {0}, %n card</numerusform>
            <numerusform>meld {0}, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>You have chosen %n cards; click one to put it back.</source>
        <translation>
            <numerusform>You have chosen %n card; click it to put it back.</numerusform>
            <numerusform>You have chosen %n cards; click one to put it back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Choose %n more.</source>
        <translation>
            <numerusform>Choose %n more.</numerusform>
            <numerusform>Choose %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/pinochle/labels.py" line="+247"/>
        <source>Choose exactly %n cards to give.</source>
        <translation>
            <numerusform>Choose exactly %n card to give.</numerusform>
            <numerusform>Choose exactly %n cards to give.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/pinochle/rules_page.py" line="+132"/>
        <source>The game ends after %n deal(s).</source>
        <translation>
            <numerusform>The game ends after %n deal.</numerusform>
            <numerusform>The game ends after %n deals.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PinochleTexts</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/pinochle/history.py" line="+329"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+218"/>
        <source>You pass %n card(s) to the partner.</source>
        <translation>
            <numerusform>You pass %n card to the partner.</numerusform>
            <numerusform>You pass %n cards to the partner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+1"/>
        <source>{0} passes %n card(s) to the partner.</source>
        <translation>
            <numerusform>{0} passes %n card to the partner.</numerusform>
            <numerusform>{0} passes %n cards to the partner.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Ratings</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/history/rating_tab.py" line="+133"/>
        <source>{0} on {1}: {2} ± {3} after %n rated match(es)</source>
        <translation>
            <numerusform>{0} on {1}: {2} ± {3} after %n rated match</numerusform>
            <numerusform>{0} on {1}: {2} ± {3} after %n rated matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{0}: {1} ± {2} after %n rated match(es)</source>
        <translation>
            <numerusform>{0}: {1} ± {2} after %n rated match</numerusform>
            <numerusform>{0}: {1} ± {2} after %n rated matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/review/words.py" line="+130"/>
        <source>In the match: {0} over %n reviewed hand(s).</source>
        <translation>
            <numerusform>In the match: {0} over %n reviewed hand.</numerusform>
            <numerusform>In the match: {0} over %n reviewed hands.</numerusform>
        </translation>
    </message>
</context>
</TS>
