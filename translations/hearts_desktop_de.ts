<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/messages.py" line="+29"/>
        <source>the led suit</source>
        <translation>die ausgespielte Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must follow suit: play {0} while you have any.</source>
        <translation>Farbe bedienen: Spiel {0}, solange du welche hast.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts are not broken yet: you may not lead a heart.</source>
        <translation>Herz ist noch nicht gebrochen: Du darfst noch nicht mit Herz eröffnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No penalty cards on the first trick: {0} may not be played now.</source>
        <translation>Im ersten Stich keine Strafkarten: {0} darf jetzt nicht gespielt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this card</source>
        <translation>diese Karte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first trick must be led with the {0}.</source>
        <translation>Der erste Stich muss mit {0} eröffnet werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lowest club</source>
        <translation>der niedrigsten Kreuzkarte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not possible right now.</source>
        <translation>Das geht gerade nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already passed your cards.</source>
        <translation>Du hast deine Karten schon weitergegeben.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Choose exactly %n cards to pass.</source>
        <translation>
            <numerusform>Wähle genau %n Karte zum Weitergeben.</numerusform>
            <numerusform>Wähle genau %n Karten zum Weitergeben.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the right number of cards to pass.</source>
        <translation>Wähle die richtige Anzahl Karten zum Weitergeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} may not be passed under these rules.</source>
        <translation>{0} darf nach diesen Regeln nicht weitergegeben werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This card</source>
        <translation>Diese Karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That way of passing is not allowed.</source>
        <translation>So darf nicht getauscht werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not one of the ways to score the moon.</source>
        <translation>Diese Wertung gibt es für den Durchmarsch nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That move is not allowed.</source>
        <translation>Dieser Zug ist nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It is your only choice.</source>
        <translation>Das ist deine einzige Möglichkeit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get rid of the dangerous high spades.</source>
        <translation>Gib die gefährlichen hohen Pik-Karten ab.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass your high hearts.</source>
        <translation>Gib deine hohen Herz-Karten weiter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass your highest cards.</source>
        <translation>Gib deine höchsten Karten weiter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty a suit so you can discard later.</source>
        <translation>Werde in einer Farbe blank, dann kannst du später abwerfen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the cards for shooting the moon.</source>
        <translation>Behalte die Karten für einen Durchmarsch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A safe lead that is unlikely to take points.</source>
        <translation>Eine sichere Eröffnung, die kaum Punkte bringt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead spades to flush out the Queen of Spades.</source>
        <translation>Spiel Pik aus, um die Pik-Dame herauszulocken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead hearts now that they are broken.</source>
        <translation>Spiel Herz aus, jetzt wo Herz gebrochen ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play under the winning card to avoid the trick.</source>
        <translation>Bleib unter der höchsten Karte, um den Stich nicht zu bekommen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take this trick: it holds no points.</source>
        <translation>Nimm diesen Stich: Er enthält keine Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shed a high card while it is safe.</source>
        <translation>Wirf eine hohe Karte ab, solange es sicher ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You will take this trick anyway: play your highest card.</source>
        <translation>Diesen Stich bekommst du sowieso: Spiel deine höchste Karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play low.</source>
        <translation>Spiel niedrig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the bonus card.</source>
        <translation>Nimm die Bonuskarte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the Queen of Spades on someone else.</source>
        <translation>Wirf die Pik-Dame einem anderen zu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard a high spade.</source>
        <translation>Wirf eine hohe Pik-Karte ab.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard a penalty card.</source>
        <translation>Wirf eine Strafkarte ab.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard your highest card.</source>
        <translation>Wirf deine höchste Karte ab.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a point to stop someone shooting the moon.</source>
        <translation>Nimm einen Punkt, um einen Durchmarsch zu verhindern.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go for the moon!</source>
        <translation>Spiel auf Durchmarsch!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The better way to score your moon.</source>
        <translation>Die bessere Wertung für deinen Durchmarsch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A good way to pass this deal.</source>
        <translation>Eine gute Art, in dieser Runde zu tauschen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat {0}</source>
        <translation>Platz {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+38"/>
        <source>Classic Hearts</source>
        <translation>Klassisches Hearts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Lady</source>
        <translation>Black Lady</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/rules_page.py" line="+380"/>
        <source>Online rules</source>
        <translation>Online-Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online rules (tournament)</source>
        <translation>Online-Regeln (Turnier)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basic Hearts (no Queen of Spades)</source>
        <translation>Einfaches Hearts (ohne Pik-Dame)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Omnibus Hearts</source>
        <translation>Omnibus-Hearts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pink Lady</source>
        <translation>Pink Lady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot Hearts</source>
        <translation>Spot-Hearts</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/rules_page.py" line="-11"/>
        <source>Complex Hearts</source>
        <translation>Komplexes Hearts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of Clubs doubles</source>
        <translation>Kreuz-Zehn verdoppelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kitty Hearts (3 players)</source>
        <translation>Kitty-Hearts (3 Spieler)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hi-Lo Joker Hearts (3 players)</source>
        <translation>Hi-Lo-Joker-Hearts (3 Spieler)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancellation Hearts (6-12 players)</source>
        <translation>Cancellation-Hearts (6–12 Spieler)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom rules</source>
        <translation>Eigene Regeln</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game as on Windows: pass left, right, across, then keep; hearts 1 point each, the Queen of Spades 13; the game ends when someone has more than 100 points.</source>
        <translation>Das Spiel wie unter Windows: nach links, rechts, gegenüber tauschen, dann behalten; jede Herz-Karte 1 Punkt, die Pik-Dame 13; die Partie endet, wenn jemand mehr als 100 Punkte hat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Always pass to the left; shooting the moon takes 26 points off your own score; any penalty card breaks hearts; the game ends at 100 points.</source>
        <translation>Immer nach links tauschen; ein Durchmarsch zieht 26 Punkte vom eigenen Stand ab; jede Strafkarte bricht Herz; die Partie endet bei 100 Punkten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A fixed number of deals, a 15-second move timer, and taking every trick (the sun) counts double.</source>
        <translation>Eine feste Anzahl Runden, 15 Sekunden Bedenkzeit pro Zug, und alle Stiche zu holen zählt doppelt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The online rules with tournament scoring: plus and minus points, a bonus for the winner.</source>
        <translation>Die Online-Regeln mit Turnierwertung: Plus- und Minuspunkte, ein Bonus für den Sieger.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only hearts count; the Queen of Spades is an ordinary card.</source>
        <translation>Nur Herz zählt; die Pik-Dame ist eine gewöhnliche Karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Jack of Diamonds takes 10 points off the score of whoever wins it.</source>
        <translation>Der Karo-Bube zieht dem, der ihn bekommt, 10 Punkte ab.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As Omnibus, and the Queen of Hearts is worth 13 points too.</source>
        <translation>Wie Omnibus, und die Herz-Dame zählt ebenfalls 13 Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts count their pips (the ace 14), the Queen of Spades 25; the game ends at 500.</source>
        <translation>Herz zählt nach Augen (das Ass 14), die Pik-Dame 25; die Partie endet bei 500.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores are complex numbers: the Queen of Spades is worth 13i and the Ten of Clubs multiplies by 2i.</source>
        <translation>Die Punkte sind komplexe Zahlen: Die Pik-Dame zählt 13i, die Kreuz-Zehn multipliziert mit 2i.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Ten of Clubs doubles its winner&apos;s points for the deal; the Jack of Diamonds is worth -10.</source>
        <translation>Die Kreuz-Zehn verdoppelt die Punkte ihres Gewinners in dieser Runde; der Karo-Bube zählt -10.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three players, 17 cards each and one face-down card for the winner of the first trick.</source>
        <translation>Drei Spieler, je 17 Karten, und eine verdeckte Karte für den Gewinner des ersten Stichs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three players with two jokers that count as hearts: the first joker played is the highest heart, the second the lowest.</source>
        <translation>Drei Spieler mit zwei Jokern, die als Herz zählen: Der zuerst gespielte Joker ist das höchste Herz, der zweite das niedrigste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Six or more players with two packs: identical cards in a trick cancel each other out.</source>
        <translation>Sechs oder mehr Spieler mit zwei Blättern: Gleiche Karten in einem Stich heben sich auf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of rules options.</source>
        <translation>Deine eigene Zusammenstellung der Regeloptionen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Left, right, across, keep</source>
        <translation>Links, rechts, gegenüber, behalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Always to the left</source>
        <translation>Immer nach links</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+24"/>
        <location line="+27"/>
        <source>No passing</source>
        <translation>Kein Tausch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left, right, across, split, keep</source>
        <translation>Links, rechts, gegenüber, verteilt, behalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="-24"/>
        <source>Dealer&apos;s choice</source>
        <translation>Der Geber entscheidet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lowest club (2♣) leads</source>
        <translation>Niedrigste Kreuzkarte (Kreuz 2) eröffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealer&apos;s left leads any card</source>
        <translation>Links vom Geber eröffnet mit beliebiger Karte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only when holding nothing but hearts</source>
        <translation>Nur wenn man nur noch Herz hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When holding only penalty cards</source>
        <translation>Wenn man nur noch Strafkarten hat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>More than the target</source>
        <translation>Mehr als das Ziel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target or more</source>
        <translation>Ziel oder mehr</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Joint winners</source>
        <translation>Gemeinsame Sieger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on until one player leads</source>
        <translation>Weiterspielen, bis einer allein führt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everyone else takes the points</source>
        <translation>Alle anderen bekommen die Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooter subtracts the points</source>
        <translation>Der Schütze zieht die Punkte ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Others take the points, shooter back to 0</source>
        <translation>Die anderen bekommen die Punkte, Schütze zurück auf 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooter chooses</source>
        <translation>Der Schütze wählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No moon</source>
        <translation>Kein Durchmarsch</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 point each</source>
        <translation>1 Punkt je Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pips (ace 14)</source>
        <translation>Augen (Ass 14)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pips (courts 10, ace 15)</source>
        <translation>Augen (Bilder 10, Ass 15)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shooter chooses -M or +M to others</source>
        <translation>Schütze wählt −M oder +M für die anderen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooter picks the signs of ±13±13i</source>
        <translation>Schütze wählt die Vorzeichen von ±13±13i</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winner of the first trick</source>
        <translation>Gewinner des ersten Stichs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner of the first trick with points</source>
        <translation>Gewinner des ersten Stichs mit Punkten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Standard (low diamonds and clubs)</source>
        <translation>Standard (niedrige Karo und Kreuz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Korean (low spades first)</source>
        <translation>Koreanisch (zuerst niedrige Pik)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{rank} of {suit}</source>
        <comment>a card</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/deal_code.py" line="+40"/>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="-47"/>
        <location filename="../hearts_desktop/ui/net/texts.py" line="+26"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+1"/>
        <location filename="../hearts_desktop/ui/net/texts.py" line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+1"/>
        <location filename="../hearts_desktop/ui/net/texts.py" line="+0"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+1"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+6"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+9"/>
        <location line="+17"/>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>J</source>
        <comment>rank</comment>
        <translation>B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Q</source>
        <comment>rank</comment>
        <translation>D</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>K</source>
        <comment>rank</comment>
        <translation>K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A</source>
        <comment>rank</comment>
        <translation>A</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Queen of Spades</source>
        <translation>Pik-Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Hearts</source>
        <translation>Herz-Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Diamonds</source>
        <translation>Karo-Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of Diamonds</source>
        <translation>Karo-Zehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of Clubs</source>
        <translation>Kreuz-Zehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of Clubs</source>
        <translation>Kreuz-Zwei</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_page.py" line="-262"/>
        <source>Players and cards</source>
        <translation>Spieler und Karten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>one pack of 52 cards</source>
        <translation>einem Blatt mit 52 Karten</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n packs of 52 cards shuffled together</source>
        <translation>
            <numerusform>%n Blatt mit 52 Karten</numerusform>
            <numerusform>%n zusammengemischten Blättern mit je 52 Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n players each play for themselves with {pack}.</source>
        <translation>
            <numerusform>%n Spieler spielt für sich mit {pack}.</numerusform>
            <numerusform>%n Spieler spielen jeder für sich mit {pack}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taken out of the pack so that the cards deal evenly: {cards}.</source>
        <translation>Damit die Karten aufgehen, werden diese Karten aus dem Blatt genommen: {cards}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two jokers are added; they count as hearts.</source>
        <translation>Zwei Joker kommen hinzu; sie zählen als Herz.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Everyone is dealt %n cards, one at a time, clockwise.</source>
        <translation>
            <numerusform>Jeder bekommt %n Karte, einzeln im Uhrzeigersinn ausgeteilt.</numerusform>
            <numerusform>Jeder bekommt %n Karten, einzeln im Uhrzeigersinn ausgeteilt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n cards are laid aside face down as the kitty.</source>
        <translation>
            <numerusform>%n Karte wird verdeckt als Kitty beiseitegelegt.</numerusform>
            <numerusform>%n Karten werden verdeckt als Kitty beiseitegelegt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The %n cards left over are laid face up in the middle.</source>
        <translation>
            <numerusform>Die übrige Karte wird offen in die Mitte gelegt.</numerusform>
            <numerusform>Die %n übrigen Karten werden offen in die Mitte gelegt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aces are high: A K Q J 10 … 2. There are no trumps.</source>
        <translation>Asse sind hoch: A K D B 10 … 2. Es gibt keine Trümpfe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>split (one card to each other player)</source>
        <translation>verteilt (je eine Karte an jeden anderen Spieler)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep (no passing)</source>
        <translation>behalten (kein Tausch)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the left</source>
        <translation>nach links</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the right</source>
        <translation>nach rechts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>across</source>
        <translation>nach gegenüber</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>to the player %n seats to the left</source>
        <translation>
            <numerusform>an den Spieler %n Platz weiter links</numerusform>
            <numerusform>an den Spieler %n Plätze weiter links</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passing</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no passing: play starts right after the deal.</source>
        <translation>Es wird nicht getauscht: Das Spiel beginnt gleich nach dem Geben.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Before looking at their cards the dealer decides how cards are passed in this deal (to which players and how many), at most %n cards per player; everyone passes the same way.</source>
        <translation>
            <numerusform>Bevor er seine Karten ansieht, legt der Geber fest, wie in dieser Runde getauscht wird (an wen und wie viele), höchstens %n Karte pro Spieler; alle tauschen gleich.</numerusform>
            <numerusform>Bevor er seine Karten ansieht, legt der Geber fest, wie in dieser Runde getauscht wird (an wen und wie viele), höchstens %n Karten pro Spieler; alle tauschen gleich.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>After the deal everyone chooses %n cards and passes them face down, before looking at the cards they receive.</source>
        <translation>
            <numerusform>Nach dem Geben wählt jeder %n Karte und gibt sie verdeckt weiter, bevor er die erhaltene Karte ansieht.</numerusform>
            <numerusform>Nach dem Geben wählt jeder %n Karten und gibt sie verdeckt weiter, bevor er die erhaltenen Karten ansieht.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every deal: {direction}.</source>
        <translation>In jeder Runde: {direction}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The direction changes from deal to deal and then repeats:</source>
        <translation>Die Richtung wechselt von Runde zu Runde und beginnt dann von vorn:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>These cards may never be passed: {cards}.</source>
        <translation>Diese Karten dürfen nie weitergegeben werden: {cards}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Playing the tricks</source>
        <translation>Die Stiche</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The player holding the {card} leads it to the first trick.</source>
        <translation>Wer {card} hat, spielt sie zum ersten Stich aus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player to the dealer&apos;s left leads the first trick with any card allowed below.</source>
        <translation>Der Spieler links vom Geber eröffnet den ersten Stich mit einer beliebigen Karte, die die Regeln unten erlauben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play goes clockwise. You must follow the suit that was led if you can; otherwise you may play any card.</source>
        <translation>Gespielt wird im Uhrzeigersinn. Es besteht Farbzwang: Wer die ausgespielte Farbe hat, muss sie bedienen; sonst darf er jede Karte spielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The highest card of the suit led wins the trick, and its winner leads the next one.</source>
        <translation>Die höchste Karte der ausgespielten Farbe gewinnt den Stich, und ihr Spieler eröffnet den nächsten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the first trick nobody may play a penalty card (a heart or the Queen of Spades) unless they hold nothing else. Following suit comes first.</source>
        <translation>Im ersten Stich darf niemand eine Strafkarte (Herz oder die Pik-Dame) spielen, außer er hat nichts anderes. Bedienen geht vor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hearts are broken as soon as a heart or the Queen of Spades has been played.</source>
        <translation>Herz ist gebrochen, sobald eine Herz-Karte oder die Pik-Dame gespielt wurde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts are broken as soon as a heart has been played.</source>
        <translation>Herz ist gebrochen, sobald eine Herz-Karte gespielt wurde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts may not be led until they are broken, unless you hold only hearts.</source>
        <translation>Mit Herz darf erst eröffnet werden, wenn Herz gebrochen ist, außer man hat nur noch Herz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts may not be led until they are broken, unless you hold only penalty cards.</source>
        <translation>Mit Herz darf erst eröffnet werden, wenn Herz gebrochen ist, außer man hat nur noch Strafkarten.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every other heart</source>
        <translation>Jede andere Herz-Karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each heart</source>
        <translation>Jede Herz-Karte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each joker</source>
        <translation>Jeder Joker</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points are bad: at the end of a deal everyone scores the cards in the tricks they won.</source>
        <translation>Punkte sind schlecht: Am Ende einer Runde zählt jeder die Karten in den Stichen, die er bekommen hat.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Every other card</source>
        <translation>Jede andere Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Queen of Spades is an ordinary card in this game.</source>
        <translation>Die Pik-Dame ist in diesem Spiel eine gewöhnliche Karte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {card} is a bonus card: it lowers the score of whoever wins it, and it is not needed to shoot the moon.</source>
        <translation>{card} ist eine Bonuskarte: Sie senkt den Punktestand dessen, der sie bekommt, und wird für den Durchmarsch nicht gebraucht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whoever wins the Ten of Clubs has their points for the deal doubled (after the moon&apos;s own points, which are never doubled).</source>
        <translation>Wer die Kreuz-Zehn bekommt, dem werden die Punkte dieser Runde verdoppelt (nach den Punkten des Durchmarschs, die nie verdoppelt werden).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Penalty points in one deal: {total}.</source>
        <translation>Minuspunkte in einer Runde: {total}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shooting the moon</source>
        <translation>Durchmarsch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no moon in this game: every card is scored as it was won.</source>
        <translation>In diesem Spiel gibt es keinen Durchmarsch: Jede Karte zählt so, wie sie gewonnen wurde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player who wins every penalty card in a deal has shot the moon.</source>
        <translation>Wer in einer Runde alle Strafkarten bekommt, hat einen Durchmarsch geschafft.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooter scores nothing for them; every other player scores {total} instead.</source>
        <translation>Der Schütze bekommt dafür nichts; stattdessen bekommt jeder andere Spieler {total}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shooter subtracts {total} from their own score; the others score normally.</source>
        <translation>Der Schütze zieht {total} von seinem eigenen Stand ab; die anderen zählen normal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other player scores {total}, and the shooter&apos;s total goes back to 0.</source>
        <translation>Jeder andere Spieler bekommt {total}, und der Stand des Schützen geht zurück auf 0.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shooter chooses: subtract {total} from their own score, or add {total} to everyone else&apos;s.</source>
        <translation>Der Schütze wählt: {total} vom eigenen Stand abziehen oder allen anderen {total} anschreiben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The shooter chooses: subtract M from their own score or add M to every other player&apos;s, where M = 13+13i (times 2i if the shooter also won the Ten of Clubs).</source>
        <translation>Der Schütze wählt: M vom eigenen Stand abziehen oder jedem anderen M anschreiben, mit M = 13+13i (mal 2i, wenn der Schütze auch die Kreuz-Zehn bekommen hat).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The shooter picks the signs of ±13±13i, and that number is added to every other player&apos;s score.</source>
        <translation>Der Schütze wählt die Vorzeichen von ±13±13i, und diese Zahl wird jedem anderen Spieler angeschrieben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shooting the sun: a player who wins every trick scores the moon with double the points ({total}).</source>
        <translation>Alle Stiche: Wer jeden Stich bekommt, zählt den Durchmarsch mit doppelten Punkten ({total}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End of the game</source>
        <translation>Ende der Partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ends after a deal in which someone&apos;s score is more than {target} away from zero (its size √(a² + b²)). The smallest size wins.</source>
        <translation>Die Partie endet nach einer Runde, in der jemandes Stand mehr als {target} von null entfernt ist (sein Betrag √(a² + b²)). Der kleinste Betrag gewinnt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game ends after a deal in which someone has more than {target} points.</source>
        <translation>Die Partie endet nach einer Runde, in der jemand mehr als {target} Punkte hat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ends after a deal in which someone has {target} points or more.</source>
        <translation>Die Partie endet nach einer Runde, in der jemand {target} Punkte oder mehr hat.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game lasts at most %n deals.</source>
        <translation>
            <numerusform>Die Partie dauert höchstens %n Runde.</numerusform>
            <numerusform>Die Partie dauert höchstens %n Runden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player with the fewest points wins.</source>
        <translation>Wer die wenigsten Punkte hat, gewinnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players tied for the fewest points win together.</source>
        <translation>Spieler, die mit den wenigsten Punkten gleichauf liegen, gewinnen gemeinsam.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the fewest points are tied, play goes on, a whole deal at a time, until one player leads alone.</source>
        <translation>Liegen die Wenigsten gleichauf, wird Runde um Runde weitergespielt, bis einer allein führt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After each deal a total of exactly 50 goes back to 0, and exactly 100 goes back to 50.</source>
        <translation>Nach jeder Runde geht ein Stand von genau 50 zurück auf 0 und genau 100 zurück auf 50.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Kitty Hearts</source>
        <translation>Kitty-Hearts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winner of the first trick takes the kitty.</source>
        <translation>Der Gewinner des ersten Stichs bekommt die Kitty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winner of the first trick that contains a penalty card takes the kitty.</source>
        <translation>Der Gewinner des ersten Stichs mit einer Strafkarte bekommt die Kitty.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One card is dealt face down to the middle: the kitty.</source>
        <translation>Eine Karte wird verdeckt in die Mitte gegeben: die Kitty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only that player may look at it; its points count for them, also for the moon.</source>
        <translation>Nur dieser Spieler darf sie ansehen; ihre Punkte zählen für ihn, auch beim Durchmarsch.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hi-Lo Joker Hearts</source>
        <translation>Hi-Lo-Joker-Hearts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The two jokers are hearts for every purpose and are worth 1 point each.</source>
        <translation>Die zwei Joker sind in jeder Hinsicht Herz-Karten und zählen je 1 Punkt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first joker played in a deal is the highest heart, above the ace; the second is the lowest, below the two.</source>
        <translation>Der zuerst gespielte Joker einer Runde ist das höchste Herz, über dem Ass; der zweite das niedrigste, unter der Zwei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Queen of Spades is worth {value}.</source>
        <translation>Die Pik-Dame zählt {value}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cancellation Hearts</source>
        <translation>Cancellation-Hearts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two identical cards played to the same trick cancel each other: they cannot win the trick but still count their points.</source>
        <translation>Zwei gleiche Karten im selben Stich heben sich auf: Sie können den Stich nicht gewinnen, zählen aber ihre Punkte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With three packs, a third copy is live again.</source>
        <translation>Mit drei Blättern ist eine dritte gleiche Karte wieder gültig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If every card of the suit led is cancelled, nobody wins the trick: it is set aside for the winner of the next trick, and the same player leads again.</source>
        <translation>Heben sich alle Karten der ausgespielten Farbe auf, gewinnt niemand den Stich: Er geht an den Gewinner des nächsten Stichs, und derselbe Spieler spielt wieder aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If that happens on the last trick, its leader takes it.</source>
        <translation>Passiert das im letzten Stich, bekommt ihn der Ausspieler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner of the first trick also takes the face-up cards.</source>
        <translation>Der Gewinner des ersten Stichs bekommt auch die offenen Karten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scores are complex numbers a+bi. Each heart is worth 1, the Queen of Spades 13i and the Jack of Diamonds -10.</source>
        <translation>Die Punkte sind komplexe Zahlen a+bi. Jede Herz-Karte zählt 1, die Pik-Dame 13i und der Karo-Bube -10.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever wins the Ten of Clubs multiplies their deal score by 2i: the Queen of Spades with the Ten of Clubs is 13i × 2i = -26.</source>
        <translation>Wer die Kreuz-Zehn bekommt, multipliziert seine Rundenpunkte mit 2i: Pik-Dame mit Kreuz-Zehn ergibt 13i × 2i = -26.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores add up as complex numbers; what counts at the end is their size.</source>
        <translation>Die Punkte werden als komplexe Zahlen addiert; am Ende zählt ihr Betrag.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Every move must be made within %n seconds. When time runs out a random allowed card is played; the second time in a game, a computer player takes over the seat.</source>
        <translation>
            <numerusform>Jeder Zug muss innerhalb von %n Sekunde gemacht werden. Läuft die Zeit ab, wird eine zufällige erlaubte Karte gespielt; beim zweiten Mal in einer Partie übernimmt ein Computerspieler den Platz.</numerusform>
            <numerusform>Jeder Zug muss innerhalb von %n Sekunden gemacht werden. Läuft die Zeit ab, wird eine zufällige erlaubte Karte gespielt; beim zweiten Mal in einer Partie übernimmt ein Computerspieler den Platz.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer players play and score normally but are ranked last and cannot win.</source>
        <translation>Computerspieler spielen und zählen normal, landen aber immer auf dem letzten Platz und können nicht gewinnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tournament scoring: each player starts at 0 and loses the points they take; shooting the moon gives +13 to the shooter and -13 to everyone else, taking every trick +26 and -26. At the end everyone gets 100 more, and the leader 20 more (10 each if tied).</source>
        <translation>Turnierwertung: Jeder beginnt bei 0 und verliert die Punkte, die er bekommt; ein Durchmarsch bringt dem Schützen +13 und allen anderen -13, alle Stiche +26 und -26. Am Ende bekommt jeder 100 dazu, der Führende noch 20 (bei Gleichstand je 10).</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/options.py" line="+113"/>
        <source>Choose a card deck folder.</source>
        <translation>Wähle einen Ordner mit einem Kartendeck.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The folder {folder} does not exist.</source>
        <translation>Der Ordner {folder} existiert nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{folder} is a file, not a folder.</source>
        <translation>{folder} ist eine Datei, kein Ordner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folder {folder} cannot be read.</source>
        <translation>Der Ordner {folder} kann nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{folder} is not a card deck: it has no index.desktop file.</source>
        <translation>{folder} ist kein Kartendeck: Es gibt dort keine Datei index.desktop.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The index.desktop file in {folder} cannot be read.</source>
        <translation>Die Datei index.desktop in {folder} kann nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The card deck names the picture file {file}, which is missing or cannot be read.</source>
        <translation>Das Kartendeck nennt die Bilddatei {file}, die fehlt oder nicht gelesen werden kann.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{folder} holds no SVG card picture.</source>
        <translation>{folder} enthält kein SVG-Kartenbild.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/replay.py" line="+183"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+8"/>
        <source>{0} shot the sun!</source>
        <translation>{0} hat alle Stiche!</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+1"/>
        <source>Every trick of the hand</source>
        <translation>Jeder Stich der Runde</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/replay.py" line="+2"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+1"/>
        <source>{0} shot the moon!</source>
        <translation>{0} schafft den Durchmarsch!</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+1"/>
        <source>Every heart and the Queen of Spades</source>
        <translation>Alle Herz-Karten und die Pik-Dame</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../hearts_desktop/ui/table/moves.py" line="+300"/>
        <location filename="../hearts_desktop/ui/table/reading.py" line="+79"/>
        <location line="+19"/>
        <location line="+72"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards to seat +{0}</source>
        <translation>
            <numerusform>%n Karte an Platz +{0}</numerusform>
            <numerusform>%n Karten an Platz +{0}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} chooses the pass</source>
        <translation>{0} legt den Tausch fest</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} takes the kitty</source>
        <translation>{0} bekommt die Kitty</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} takes the face-up cards</source>
        <translation>{0} bekommt die offenen Karten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time is up for {0}</source>
        <translation>Die Zeit für {0} ist abgelaufen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A computer player takes {0}&apos;s seat</source>
        <translation>Ein Computerspieler übernimmt den Platz von {0}</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The Queen of Spades!</source>
        <translation>Die Pik-Dame!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>played by {0}</source>
        <translation>gespielt von {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/table/card_themes.py" line="+157"/>
        <source>The card deck folder {0} does not exist.</source>
        <translation>Der Kartendeck-Ordner {0} existiert nicht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} has no index.desktop: it is not a card deck.</source>
        <translation>{0} hat keine index.desktop: Das ist kein Kartendeck.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deck description {0} cannot be read: {1}</source>
        <translation>Die Deckbeschreibung {0} kann nicht gelesen werden: {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} has no [KDE Backdeck] group.</source>
        <translation>{0} hat keine Gruppe [KDE Backdeck].</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} names no SVG file (SVG=...).</source>
        <translation>{0} nennt keine SVG-Datei (SVG=...).</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>The deck&apos;s SVG file {0} is missing.</source>
        <translation>Die SVG-Datei {0} des Decks fehlt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} cannot be read: {1}</source>
        <translation>Die Kartendatei {0} kann nicht gelesen werden: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is not a regular file, so it is not used as a card deck.</source>
        <translation>{0} ist keine gewöhnliche Datei und wird daher nicht als Kartenblatt verwendet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} is larger than {2} MB.</source>
        <translation>Die Kartendatei {0} ist größer als {2} MB.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} unpacks to more than {2} MB.</source>
        <translation>Die Kartendatei {0} wird entpackt größer als {2} MB.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The compressed card deck file {0} is damaged: {1}</source>
        <translation>Die komprimierte Kartendatei {0} ist beschädigt: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+112"/>
        <source>The deck&apos;s SVG file {0} is damaged or not an SVG.</source>
        <translation>Die SVG-Datei {0} des Decks ist beschädigt oder kein SVG.</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>The card deck file {0} has more than {3} parts.</source>
        <translation>Die Kartendatei {0} hat mehr als {3} Teile.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} nests its parts more than {3} deep.</source>
        <translation>Die Kartendatei {0} verschachtelt ihre Teile tiefer als {3} Ebenen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} would draw more than {3} shapes.</source>
        <translation>Die Kartendatei {0} würde mehr als {3} Formen zeichnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} repeats a part inside itself.</source>
        <translation>Die Kartendatei {0} wiederholt einen Teil in sich selbst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} uses XML entities in a way that is not allowed: {1}</source>
        <translation>Die Kartendatei {0} verwendet XML-Entitäten auf unzulässige Weise: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The card deck file {0} refers to another file ({1}); only self-contained decks are used.</source>
        <translation>Die Kartendatei {0} verweist auf eine andere Datei ({1}); nur in sich geschlossene Kartenblätter werden verwendet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The card deck file {0} cannot be used: {1}</source>
        <translation>Die Kartendatei {0} kann nicht verwendet werden: {1}</translation>
    </message>
    <message numerus="yes">
        <location line="+86"/>
        <source>The deck {0} lacks %n cards: {1}.</source>
        <translation>
            <numerusform>Dem Deck {0} fehlt %n Karte: {1}.</numerusform>
            <numerusform>Dem Deck {0} fehlen %n Karten: {1}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+23"/>
        <location line="+7"/>
        <source>Card deck not usable, using the built-in deck: {0}</source>
        <translation>Kartendeck nicht verwendbar, das eingebaute Deck wird benutzt: {0}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Spanish suits (oros, copas, espadas, bastos)</source>
        <translation>Spanische Farben (Oros, Copas, Espadas, Bastos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French suits (as played in Denmark)</source>
        <translation>Französische Farben (wie in Dänemark gespielt)</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="-22"/>
        <source>Pass left</source>
        <translation>Nach links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass right</source>
        <translation>Nach rechts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass across</source>
        <translation>Nach gegenüber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass one each</source>
        <translation>Je eine verteilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>played by you</source>
        <translation>gespielt von dir</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You choose the pass</source>
        <translation>Du legst den Tausch fest</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You take the kitty</source>
        <translation>Du bekommst die Kitty</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take the face-up cards</source>
        <translation>Du bekommst die offenen Karten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time is up for you</source>
        <translation>Deine Zeit ist abgelaufen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A computer player takes your seat</source>
        <translation>Ein Computerspieler übernimmt deinen Platz</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hand over</source>
        <translation>Runde vorbei</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game over</source>
        <translation>Partie vorbei</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ready</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choosing cards…</source>
        <translation>Wählt Karten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This hand: {0}</source>
        <translation>Diese Runde: {0}</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Hearts broken</source>
        <translation>Herz gebrochen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts not broken</source>
        <translation>Herz nicht gebrochen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trick {0}</source>
        <translation>Stich {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/table/scene.py" line="+604"/>
        <source>{name}: {detail}</source>
        <translation>{name}: {detail}</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+204"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/model.py" line="+82"/>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Abandoned</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The computer helped: a hint was given (Hint), a move was taken back (Undo) or a hand was dealt again (Restart this hand)</source>
        <translation>Der Computer hat geholfen: ein Tipp wurde gegeben (Tipp), ein Zug zurückgenommen (Letzte Karte zurücknehmen) oder eine Runde neu gegeben (Runde neu geben)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/table/reading.py" line="-98"/>
        <source>chosen</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>may be played</source>
        <translation>spielbar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>may not be played now</source>
        <translation>jetzt nicht spielbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>may be chosen</source>
        <translation>wählbar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>may not be chosen</source>
        <translation>nicht wählbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>just received</source>
        <translation>eben erhalten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card}, {state}</source>
        <translation>{card}, {state}</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>%n verdeckte Karte</numerusform>
            <numerusform>%n verdeckte Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>{group}: %n card(s)</source>
        <translation>
            <numerusform>{group}: %n Karte</numerusform>
            <numerusform>{group}: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your hand: %n card(s)</source>
        <translation>
            <numerusform>Deine Hand: %n Karte</numerusform>
            <numerusform>Deine Hand: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+71"/>
        <source>{label}: {detail}</source>
        <translation>{label}: {detail}</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>{choice} (not open)</source>
        <translation>{choice} (nicht möglich)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>To do</source>
        <translation>Zu tun</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>to play</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>holds %n card(s)</source>
        <translation>
            <numerusform>hält %n Karte</numerusform>
            <numerusform>hält %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/history/model.py" line="+2"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+4"/>
        <source>{name}: {cards}</source>
        <translation>{name}: {cards}</translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>Trick: %n card(s)</source>
        <translation>
            <numerusform>Stich: %n Karte</numerusform>
            <numerusform>Stich: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Talon: {cards}</source>
        <translation>Talon: {cards}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards laid out</source>
        <translation>Ausgelegte Karten</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/model.py" line="+2"/>
        <source>Final scores</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your place</source>
        <translation>Dein Platz</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/game_history.py" line="+378"/>
        <source>Hands</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/history.py" line="+63"/>
        <source>Moons</source>
        <translation>Durchm.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moons (and suns) shot in the match, by anyone</source>
        <translation>Mondschüsse (und Sonnen) der Partie, von allen Spielern</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>shot the moon (or the sun) in that hand</source>
        <translation>hat in dieser Runde den Mond (oder die Sonne) geschossen</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/model.py" line="+8"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assisted</source>
        <translation>Mit Hilfe</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/replay.py" line="-15"/>
        <location line="+60"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+195"/>
        <location line="+84"/>
        <location filename="../hearts_desktop/ui/history/replay.py" line="+502"/>
        <source>Hand {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location line="-59"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-83"/>
        <location filename="../hearts_desktop/ui/history/game_replay.py" line="+118"/>
        <source>Move {0} of {1}</source>
        <translation>Zug {0} von {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+3"/>
        <location filename="../hearts_desktop/ui/history/game_replay.py" line="+2"/>
        <source>The cards are dealt.</source>
        <translation>Die Karten werden gegeben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+16"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+55"/>
        <source>You win trick {1}.</source>
        <translation>Du gewinnst Stich {1}.</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+16"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+1"/>
        <source>{0} wins trick {1}.</source>
        <translation>{0} gewinnt Stich {1}.</translation>
    </message>
    <message>
        <location line="-14"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="-42"/>
        <source>You shot the sun!</source>
        <translation>Du hast alle Stiche!</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+2"/>
        <source>You shot the moon!</source>
        <translation>Du schaffst den Durchmarsch!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand {0} is over.</source>
        <translation>Runde {0} ist vorbei.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+12"/>
        <source>Game over.</source>
        <translation>Partie vorbei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} plays the {1}.</source>
        <translation>{0} spielt {1}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You play the {1}.</source>
        <translation>Du spielst {1}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The trick is set aside.</source>
        <translation>Der Stich wird beiseitegelegt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} chooses {1}.</source>
        <translation>{0} wählt {1}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You choose {1}.</source>
        <translation>Du wählst {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards change hands.</source>
        <translation>Die Karten werden getauscht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the points go to everyone else</source>
        <translation>alle anderen bekommen die Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the points come off their own score</source>
        <translation>die Punkte werden vom eigenen Stand abgezogen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You choose how the moon is scored: {1}.</source>
        <translation>Du wählst die Wertung des Durchmarschs: {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} chooses how the moon is scored: {1}.</source>
        <translation>{0} wählt die Wertung des Durchmarschs: {1}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} chooses the pass.</source>
        <translation>{0} legt den Tausch fest.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You choose the pass.</source>
        <translation>Du legst den Tausch fest.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} runs out of time.</source>
        <translation>Die Zeit für {0} ist abgelaufen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You run out of time.</source>
        <translation>Deine Zeit ist abgelaufen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pass:</source>
        <translation>Der Tausch:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} → {1}: {2}</source>
        <translation>{0} → {1}: {2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+5"/>
        <location filename="../hearts_desktop/ui/history/game_replay.py" line="+6"/>
        <source>Next: {0}</source>
        <translation>Am Zug: {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/replay.py" line="-39"/>
        <source>Replay: {0}</source>
        <translation>Wiederholung: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>|◀ Start</source>
        <translation>|◀ Anfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start of the match (Ctrl+Home)</source>
        <translation>Anfang der Partie (Strg+Pos1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>◀◀ Deal</source>
        <translation>◀◀ Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous deal (Home)</source>
        <translation>Vorige Runde (Pos1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◀◀ Hand</source>
        <translation>◀◀ Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous hand (Home)</source>
        <translation>Vorige Runde (Pos1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Trick</source>
        <translation>◀ Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous trick (Page Up)</source>
        <translation>Voriger Stich (Bild aufwärts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>‹ Move</source>
        <translation>‹ Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move (Left)</source>
        <translation>Voriger Zug (Pfeil links)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move ›</source>
        <translation>Zug ›</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move (Right)</source>
        <translation>Nächster Zug (Pfeil rechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick ▶</source>
        <translation>Stich ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next trick (Page Down)</source>
        <translation>Nächster Stich (Bild abwärts)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal ▶▶</source>
        <translation>Runde ▶▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next deal (End)</source>
        <translation>Nächste Runde (Ende)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand ▶▶</source>
        <translation>Runde ▶▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next hand (End)</source>
        <translation>Nächste Runde (Ende)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End ▶|</source>
        <translation>Ende ▶|</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the match (Ctrl+End)</source>
        <translation>Ende der Partie (Strg+Ende)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show all hands</source>
        <translation>Alle Karten aufdecken</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Review this hand</source>
        <translation>Runde analysieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach reviews your decisions of this hand (R)</source>
        <translation>Der Coach prüft deine Entscheidungen in dieser Runde (R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores after each deal</source>
        <translation>Stand nach jeder Runde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores after each hand</source>
        <translation>Punktestand nach jeder Runde</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/table/moves.py" line="-153"/>
        <source>{name}: {card}</source>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>You take the trick</source>
        <translation>Du nimmst den Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} takes the trick</source>
        <translation>{name} nimmt den Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trick is set aside</source>
        <translation>Der Stich wird beiseitegelegt</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>You show {cards}</source>
        <translation>Du zeigst {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} shows {cards}</source>
        <translation>{name} zeigt {cards}</translation>
    </message>
    <message numerus="yes">
        <location line="+62"/>
        <source>You take %n card(s) from the talon</source>
        <translation>
            <numerusform>Du nimmst %n Karte vom Talon</numerusform>
            <numerusform>Du nimmst %n Karten vom Talon</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name} takes %n card(s) from the talon</source>
        <translation>
            <numerusform>{name} nimmt %n Karte vom Talon</numerusform>
            <numerusform>{name} nimmt %n Karten vom Talon</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+94"/>
        <source>You take %n chip(s) from the pot</source>
        <translation>
            <numerusform>Du nimmst %n Marke aus der Kasse</numerusform>
            <numerusform>Du nimmst %n Marken aus der Kasse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name} takes %n chip(s) from the pot</source>
        <translation>
            <numerusform>{name} nimmt %n Marke aus der Kasse</numerusform>
            <numerusform>{name} nimmt %n Marken aus der Kasse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You put %n chip(s) in the pot</source>
        <translation>
            <numerusform>Du legst %n Marke in die Kasse</numerusform>
            <numerusform>Du legst %n Marken in die Kasse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name} puts %n chip(s) in the pot</source>
        <translation>
            <numerusform>{name} legt %n Marke in die Kasse</numerusform>
            <numerusform>{name} legt %n Marken in die Kasse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You pay {name} %n chip(s)</source>
        <translation>
            <numerusform>Du zahlst {name} %n Marke</numerusform>
            <numerusform>Du zahlst {name} %n Marken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name} pays you %n chip(s)</source>
        <translation>
            <numerusform>{name} zahlt dir %n Marke</numerusform>
            <numerusform>{name} zahlt dir %n Marken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{payer} pays {payee} %n chip(s)</source>
        <translation>
            <numerusform>{payer} zahlt {payee} %n Marke</numerusform>
            <numerusform>{payer} zahlt {payee} %n Marken</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/model.py" line="-65"/>
        <source>The deal of the day</source>
        <translation>Die Runde des Tages</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal of the day of {0}</source>
        <translation>Die Runde des Tages vom {0}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{0} deal of the day</source>
        <translation>{0} Runde des Tages</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} played on from another match (Play from here)</source>
        <translation>{0} aus einer anderen Partie weitergespielt (Von hier weiterspielen)</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/table/reading.py" line="-38"/>
        <location line="+43"/>
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n Marke</numerusform>
            <numerusform>%n Marken</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pot</source>
        <translation>Kasse</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/replay.py" line="-107"/>
        <location line="+96"/>
        <source>Play from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on from this moment at the table, in a seat you choose, as a match of its own (P)</source>
        <translation>Von diesem Moment an am Tisch weiterspielen, auf einem Platz deiner Wahl, als eigene Partie (P)</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/about.py" line="+64"/>
        <source>About Hearts Desktop</source>
        <translation>Über Hearts Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card faces and backs: original artwork made for this project, drawn by its own generator script.</source>
        <translation>Kartenbilder und Rückseiten: eigene Grafiken für dieses Projekt, gezeichnet von seinem eigenen Generator-Skript.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sounds: original sounds made for this project.</source>
        <translation>Klänge: eigene Klänge für dieses Projekt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules: written for this project from published rules of Hearts, Pinochle and Ombre and their variants.</source>
        <translation>Regeln: für dieses Projekt nach veröffentlichten Regeln von Hearts, Pinochle und L’Hombre und ihren Varianten geschrieben.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hearts Desktop</source>
        <translation>Hearts Desktop</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Credits</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Three classic card games at one table: Hearts with its many variants, Pinochle, and Ombre with Quadrille and Quintille, against computer players or with friends over the network.</source>
        <translation>Drei klassische Kartenspiele an einem Tisch: Hearts mit seinen vielen Varianten, Pinochle und L’Hombre mit Quadrille und Quintille, gegen Computergegner oder mit Freunden im Netzwerk.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Built with Qt %1 and PySide6 %2 on Python %3.</source>
        <translation>Erstellt mit Qt %1 und PySide6 %2 unter Python %3.</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <location filename="../hearts_desktop/ui/accessible.py" line="+244"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>CoachStatistics</name>
    <message>
        <location filename="../hearts_desktop/ui/history/stats.py" line="+127"/>
        <source>Points lost to mistakes per reviewed hand, by the month the match ended: the coach&apos;s expected cost of your choices, judged on what you knew. It measures your play, not your cards.</source>
        <translation>Durch Fehler verlorene Punkte pro analysierter Runde, nach dem Monat, in dem die Partie endete: die erwarteten Kosten deiner Entscheidungen laut Coach, beurteilt nach dem, was du wusstest. Das misst dein Spiel, nicht deine Karten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No hand of this game has been reviewed yet. After a hand, choose “Review this hand” (or turn on reviewing every hand in the Options) and the points you lost to mistakes appear here, month by month.</source>
        <translation>In diesem Spiel wurde noch keine Runde analysiert. Wähle nach einer Runde „Runde analysieren“ (oder schalte in den Optionen die Analyse jeder Runde ein), dann erscheinen hier die durch Fehler verlorenen Punkte, Monat für Monat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hands reviewed</source>
        <translation>Analysierte Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost</source>
        <translation>Verlorene Punkte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per hand</source>
        <translation>Pro Runde</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} ± {1}</source>
        <translation>{0} ± {1}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Points lost to mistakes per hand</source>
        <translation>Durch Fehler verlorene Punkte pro Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost per hand</source>
        <translation>Verlorene Punkte pro Runde</translation>
    </message>
</context>
<context>
    <name>CodeRow</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/deal_code.py" line="+219"/>
        <source>Deal code:</source>
        <translation>Code der Runde:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy code</source>
        <translation>Code kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put this deal&apos;s code on the clipboard: anyone can play the same cards with Game &gt; Play a deal by code…</source>
        <translation>Legt den Code dieser Runde in die Zwischenablage: Mit „Spiel &gt; Runde per Code spielen…“ kann jeder dieselben Karten spielen.</translation>
    </message>
</context>
<context>
    <name>DealCodes</name>
    <message>
        <location line="-214"/>
        <source>Type or paste a deal code.</source>
        <translation>Gib den Code einer Runde ein oder füge ihn ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“{0}” is not a character of deal codes (they use 0–9 and A–Z without I, L, O and U).</source>
        <translation>„{0}“ kommt in Codes von Runden nicht vor (sie bestehen aus 0–9 und A–Z ohne I, L, O und U).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code is too short.</source>
        <translation>Der Code ist zu kurz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The code has a typo (its check character disagrees). Look for a wrong or swapped character.</source>
        <translation>Der Code enthält einen Tippfehler (sein Prüfzeichen passt nicht). Suche nach einem falschen oder vertauschten Zeichen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code is of a game this program does not have (letter {0}).</source>
        <translation>Der Code gehört zu einem Spiel, das dieses Programm nicht hat (Buchstabe {0}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code was made by a newer version of the program; this version cannot read it.</source>
        <translation>Der Code stammt aus einer neueren Version des Programms; diese Version kann ihn nicht lesen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code&apos;s rules are unknown to this version of the program.</source>
        <translation>Die Regeln des Codes kennt diese Version des Programms nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The code is damaged.</source>
        <translation>Der Code ist beschädigt.</translation>
    </message>
    <message>
        <location line="+224"/>
        <source>CPU {0}</source>
        <translation>CPU {0}</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/game_over.py" line="+119"/>
        <location line="+15"/>
        <source>Game over</source>
        <translation>Partie vorbei</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this deal again</source>
        <translation>Dieselben Karten noch einmal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new match with the same rules, players and cards</source>
        <translation>Eine neue Partie mit denselben Regeln, Spielern und Karten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win!</source>
        <translation>Du gewinnst!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You share the win!</source>
        <translation>Du teilst dir den Sieg!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} wins</source>
        <translation>{0} gewinnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joint winners: {0}</source>
        <translation>Gemeinsame Sieger: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Assisted game. {0}</source>
        <translation>Partie mit Hilfe. {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>HistoryMenu</name>
    <message>
        <location filename="../hearts_desktop/ui/history/menu.py" line="+125"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game history is not available.</source>
        <translation>Der Verlauf ist nicht verfügbar.</translation>
    </message>
    <message>
        <location line="+92"/>
        <location line="+16"/>
        <source>Import match</source>
        <translation>Partie importieren</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Hearts Desktop match (*.json);;All files (*)</source>
        <translation>Hearts-Desktop-Partie (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing was imported.

{0}</source>
        <translation>Es wurde nichts importiert.

{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match was imported into the history.</source>
        <translation>Die Partie wurde in den Verlauf importiert.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hi&amp;story</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;History…</source>
        <translation>&amp;Verlauf…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import match…</source>
        <translation>Partie &amp;importieren…</translation>
    </message>
</context>
<context>
    <name>HistoryTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/games/game_history.py" line="-22"/>
        <source>Custom rules</source>
        <translation>Eigene Regeln</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Deal</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>Deals</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Deal {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals played</source>
        <translation>Gespielte Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average points per deal</source>
        <translation>Durchschnittliche Punkte pro Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points/deal</source>
        <translation>Punkte/Runde</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>You play {1}.</source>
        <translation>Du spielst {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} plays {1}.</source>
        <translation>{0} spielt {1}.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Game over.</source>
        <translation>Partie beendet.</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>hand {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand {0}, trick {1}</source>
        <translation>Runde {0}, Stich {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deal {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deal {0}, trick {1}</source>
        <translation>Runde {0}, Stich {1}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>from the match of {0}, {1}</source>
        <translation>aus der Partie vom {0}, {1}</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../hearts_desktop/ui/history/window.py" line="+239"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>{0} matches shown</source>
        <translation>Angezeigte Partien: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No matches.</source>
        <translation>Keine Partien.</translation>
    </message>
    <message>
        <location line="+78"/>
        <location line="+83"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>This match cannot be read: {0}</source>
        <translation>Diese Partie kann nicht gelesen werden: {0}</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+10"/>
        <source>Export match</source>
        <translation>Partie exportieren</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Hearts Desktop match (*.json)</source>
        <translation>Hearts-Desktop-Partie (*.json)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The match could not be written to {0}: {1}</source>
        <translation>Die Partie konnte nicht in {0} gespeichert werden: {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported to {0}</source>
        <translation>Exportiert nach {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete match</source>
        <translation>Partie löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the match of {0} from the history? This cannot be undone.</source>
        <translation>Die Partie vom {0} aus dem Verlauf löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent:</source>
        <translation>Gegner:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search players or rules…</source>
        <translation>Spieler oder Regeln suchen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics…</source>
        <translation>Statistik…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>&amp;Wiederholung ansehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play this deal again</source>
        <translation>Mit denselben Karten &amp;neu spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="-184"/>
        <source>✓ in “{0}”: {1}</source>
        <translation>✓ in „{0}“: {1}</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>&amp;Original match</source>
        <translation>&amp;Ursprüngliche Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the match this one was played on from (Play from here)</source>
        <translation>Die Partie zeigen, aus der diese weitergespielt wurde (Von hier weiterspielen)</translation>
    </message>
</context>
<context>
    <name>KeyboardDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/keyboard.py" line="+74"/>
        <source>On the table: choose a card of your hand</source>
        <translation>Am Tisch: eine Karte deiner Hand wählen</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+7"/>
        <source>Left, Right</source>
        <translation>Links, Rechts</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>On the table: play or choose the card; go on when the table waits</source>
        <translation>Am Tisch: die Karte spielen oder wählen; weiter, wenn der Tisch wartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Space, Enter</source>
        <translation>Leertaste, Eingabe</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>On the table: act with the chosen cards (pass, give, exchange)</source>
        <translation>Am Tisch: mit den gewählten Karten handeln (weitergeben, geben, tauschen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P, Enter</source>
        <translation>P, Eingabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave full screen, hide the last trick</source>
        <translation>Vollbild verlassen, letzten Stich ausblenden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table as text: move over the table</source>
        <translation>Tisch als Text: über den Tisch gehen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Up, Down, Home, End</source>
        <translation>Auf, Ab, Pos1, Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table as text: close or open a group</source>
        <translation>Tisch als Text: eine Gruppe zu- oder aufklappen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table as text: play the card, press the button, act</source>
        <translation>Tisch als Text: die Karte spielen, den Knopf drücken, handeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A dialog: its default answer; close it</source>
        <translation>Ein Dialog: seine Vorgabe-Antwort; schließen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter; Esc</source>
        <translation>Eingabe; Esc</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every game plays to its end with the keyboard alone. Ctrl+T opens the table as text, which answers every question of the table; the menus&apos; keys are shown in the menus too.</source>
        <translation>Jedes Spiel lässt sich allein mit der Tastatur zu Ende spielen. Strg+T öffnet den Tisch als Text, der jede Frage des Tisches beantwortet; die Tasten der Menüs stehen auch in den Menüs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../hearts_desktop/ui/language_menu.py" line="+69"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System default (%1)</source>
        <translation>Systemstandard (%1)</translation>
    </message>
</context>
<context>
    <name>LockTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/persistence.py" line="+120"/>
        <source> (process {0} on the computer {1})</source>
        <translation> (Prozess {0} auf dem Computer {1})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>it holds %n byte(s) that are not a Hearts Desktop lock</source>
        <translation>
            <numerusform>sie enthält %n Byte, das keine Sperre von Hearts Desktop ist</numerusform>
            <numerusform>sie enthält %n Byte, die keine Sperre von Hearts Desktop sind</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The data folder {0} is in use: a running program holds its lock file {1}, but the file does not say which program ({2}). If Hearts Desktop is running or starting with this folder, use that window; otherwise close the program that keeps the file open, then start Hearts Desktop again.</source>
        <translation>Der Datenordner {0} wird verwendet: Ein laufendes Programm hält seine Sperrdatei {1}, aber die Datei sagt nicht, welches Programm es ist ({2}). Wenn Hearts Desktop mit diesem Ordner läuft oder gerade startet, verwende dieses Fenster; andernfalls beende das Programm, das die Datei geöffnet hält, und starte Hearts Desktop dann erneut.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../hearts_desktop/ui/main_window.py" line="+145"/>
        <source>The program runs without sound: the sound system (QtMultimedia) cannot be loaded.</source>
        <translation>Das Programm läuft ohne Ton: Das Tonsystem (QtMultimedia) kann nicht geladen werden.</translation>
    </message>
    <message>
        <location line="+103"/>
        <location filename="../hearts_desktop/ui/history/replay.py" line="-91"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>The hand is dealt again.</source>
        <translation>Die Runde wird neu gegeben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your last card was taken back.</source>
        <translation>Deine letzte Karte wurde zurückgenommen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking about a hint…</source>
        <translation>Denke über einen Tipp nach…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No trick has been played yet.</source>
        <translation>Es wurde noch kein Stich gespielt.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/base.py" line="+346"/>
        <source>Hand {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/window_menus.py" line="+204"/>
        <source>Assisted</source>
        <translation>Mit Hilfe</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/window_play.py" line="+261"/>
        <source>A new game begins.</source>
        <translation>Eine neue Partie beginnt.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/input.py" line="+46"/>
        <source>Your turn: play a card.</source>
        <translation>Du bist dran: Spiel eine Karte.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Choose %n cards to pass, then press “{0}”.</source>
        <translation>
            <numerusform>Wähle %n Karte zum Weitergeben und drücke dann „{0}“.</numerusform>
            <numerusform>Wähle %n Karten zum Weitergeben und drücke dann „{0}“.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No hint is available right now.</source>
        <translation>Gerade ist kein Tipp verfügbar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hint: play the {0}.</source>
        <translation>Tipp: Spiel {0}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hint: pass {0}.</source>
        <translation>Tipp: Gib {0} weiter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {0}</source>
        <translation>Tipp: {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/window_play.py" line="+52"/>
        <source>A computer player made an error; it played a random card. ({0})</source>
        <translation>Ein Computerspieler hatte einen Fehler; er hat eine zufällige Karte gespielt. ({0})</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Click the table or press Space to go on.</source>
        <translation>Zum Weiterspielen auf den Tisch klicken oder die Leertaste drücken.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go on (Space)</source>
        <translation>Weiter (Leertaste)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Game over.</source>
        <translation>Partie vorbei.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/hearts/input.py" line="-37"/>
        <source>You have chosen %n cards; click one to put it back.</source>
        <translation>
            <numerusform>Du hast %n Karte gewählt; klicke eine an, um sie zurückzulegen.</numerusform>
            <numerusform>Du hast %n Karten gewählt; klicke eine an, um sie zurückzulegen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Choose %n more.</source>
        <translation>
            <numerusform>Wähle noch %n.</numerusform>
            <numerusform>Wähle noch %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ready: press “{0}” (or P).</source>
        <translation>Fertig: Drücke „{0}“ (oder P).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Waiting for the others to pass…</source>
        <translation>Warte, bis die anderen getauscht haben…</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/main_window.py" line="+120"/>
        <location filename="../hearts_desktop/ui/games/hearts/presentation.py" line="+75"/>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/window_menus.py" line="-49"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a deal by &amp;code…</source>
        <translation>Runde per &amp;Code spielen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal of the &amp;day</source>
        <translation>Runde des &amp;Tages</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s deal of this game: the same cards for every player today, against the strongest CPU players</source>
        <translation>Die heutige Runde dieses Spiels: heute für alle dieselben Karten, gegen die stärksten CPU-Spieler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Restart this hand</source>
        <translation>Runde neu &amp;geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo your last card</source>
        <translation>Letzte Karte &amp;zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;last trick</source>
        <translation>&amp;Letzten Stich zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Punkteliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view the last hand</source>
        <translation>Letzte Runde anal&amp;ysieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Soun&amp;d</source>
        <translation>&amp;Klang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Hearts Desktop</source>
        <translation>Ü&amp;ber Hearts Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatur</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal of the day</source>
        <translation>Runde des Tages</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played on from a replay</source>
        <translation>Aus einer Wiederholung weitergespielt</translation>
    </message>
</context>
<context>
    <name>MatchDetail</name>
    <message>
        <location filename="../hearts_desktop/ui/history/detail.py" line="+105"/>
        <source>{0}, deal code:</source>
        <translation>{0}, Code der Runde:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>your place: {0}</source>
        <translation>dein Platz: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assisted</source>
        <translation>mit Hilfe</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/game_history.py" line="-28"/>
        <location filename="../hearts_desktop/ui/games/pinochle/history.py" line="+247"/>
        <source>Hand {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/detail.py" line="+4"/>
        <source>Running totals</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/game_history.py" line="-1"/>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/detail.py" line="+23"/>
        <source>Choose a match in the list to see its hands.</source>
        <translation>Wähle eine Partie in der Liste, um ihre Runden zu sehen.</translation>
    </message>
</context>
<context>
    <name>MoonChoiceDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/choices.py" line="+105"/>
        <source>Add the points to everyone else</source>
        <translation>Allen anderen die Punkte anschreiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Subtract the points from my score</source>
        <translation>Die Punkte von meinem Stand abziehen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You shot the moon!</source>
        <translation>Durchmarsch geschafft!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took every penalty card. How should your moon be scored?</source>
        <translation>Du hast alle Strafkarten bekommen. Wie soll dein Durchmarsch gewertet werden?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../hearts_desktop/ui/net/finder.py" line="+139"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../hearts_desktop/ui/net/host_dialog.py" line="+416"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open seats</source>
        <translation>Freie Plätze</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../hearts_desktop/ui/net/lobby.py" line="+245"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} (another version)</source>
        <translation>{0} (andere Version)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} of {1}</source>
        <translation>{0} von {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../hearts_desktop/ui/net/texts.py" line="+25"/>
        <location line="+18"/>
        <source>This table runs another version of Hearts Desktop. Everyone at a table needs the same version.</source>
        <translation>An diesem Tisch läuft eine andere Version von Hearts Desktop. Alle am Tisch brauchen dieselbe Version.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/host_dialog.py" line="-313"/>
        <source>Open for a person</source>
        <translation>Frei für einen Menschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/net/lobby.py" line="-206"/>
        <source>CPU player</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If nobody takes this seat and you start with the open seats given to CPU players, this CPU player plays it.</source>
        <translation>Wenn niemand diesen Platz einnimmt und Sie mit an Computerspieler gegebenen freien Plätzen beginnen, spielt dieser Computerspieler ihn.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You ({0}), the host</source>
        <translation>Du ({0}), Gastgeber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You, the host</source>
        <translation>Du, Gastgeber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {0}: who sits there</source>
        <translation>Platz {0}: wer dort sitzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat {0}: name</source>
        <translation>Platz {0}: Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat {0}: level</source>
        <translation>Platz {0}: Stufe</translation>
    </message>
    <message>
        <location line="+210"/>
        <location filename="../hearts_desktop/ui/net/join_dialog.py" line="+284"/>
        <location filename="../hearts_desktop/ui/net/quick_dialog.py" line="+216"/>
        <source>Type your name: the other players see it.</source>
        <translation>Gib deinen Namen ein: Die anderen Spieler sehen ihn.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{0}&apos;s table</source>
        <translation>Tisch von {0}</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Host a network game</source>
        <translation>Netzwerkspiel eröffnen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table name</source>
        <translation>Name des Tisches</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/net/join_dialog.py" line="+160"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the table</source>
        <translation>Tisch schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/net/join_dialog.py" line="+13"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/join_dialog.py" line="-223"/>
        <source>Looking for tables on your network…</source>
        <translation>Suche nach Tischen in deinem Netzwerk…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No table has been found on your network yet.</source>
        <translation>In deinem Netzwerk wurde noch kein Tisch gefunden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tables cannot be looked for on this network: type the host&apos;s address and the table code.</source>
        <translation>In diesem Netzwerk kann nicht nach Tischen gesucht werden: Gib die Adresse des Gastgebers und den Tischcode ein.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Choose a table in the list, or type the host&apos;s address and the table code.</source>
        <translation>Wähle einen Tisch in der Liste oder gib die Adresse des Gastgebers und den Tischcode ein.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>“{0}” is neither an address (192.168.1.20:52830) nor a table code (K7QM4P).</source>
        <translation>„{0}“ ist weder eine Adresse (192.168.1.20:52830) noch ein Tischcode (K7QM4P).</translation>
    </message>
    <message>
        <location line="+29"/>
        <location filename="../hearts_desktop/ui/net/quick_dialog.py" line="+19"/>
        <source>Connecting to {0}…</source>
        <translation>Verbinde mit {0}…</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The server at {0} has no table open.</source>
        <translation>Der Server unter {0} hat keinen offenen Tisch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No table on the server at {0} has a seat for you: the games there have started or are full.</source>
        <translation>Auf dem Server unter {0} ist an keinem Tisch ein Platz für dich frei: Die Spiele dort haben schon begonnen oder die Tische sind voll.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look again in a moment, when someone may have opened one; or host a table on this computer for your friends to join; or go back and type another address.</source>
        <translation>Sieh gleich noch einmal nach, vielleicht hat bis dahin jemand einen eröffnet; oder eröffne selbst einen Tisch auf diesem Computer, an den sich deine Freunde setzen; oder geh zurück und gib eine andere Adresse ein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Looked again at {0}: still no table to sit at.</source>
        <translation>Um {0} erneut nachgesehen: noch immer kein Tisch mit freiem Platz.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This program cannot show a table of this game ({0}).</source>
        <translation>Dieses Programm kann keinen Tisch dieses Spiels ({0}) anzeigen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose a seat at {0}.</source>
        <translation>Wähle einen Platz an {0}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Choose an open seat.</source>
        <translation>Wähle einen freien Platz.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Join a network game</source>
        <translation>An einem Netzwerkspiel teilnehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tables on your network</source>
        <translation>Tische in deinem Netzwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Or type the host&apos;s address and the table code (for example 192.168.1.20:52830 K7QM4P):</source>
        <translation>Oder gib die Adresse des Gastgebers und den Tischcode ein (zum Beispiel 192.168.1.20:52830 K7QM4P):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address or code</source>
        <translation>Adresse oder Code</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Sit here</source>
        <translation>Hier Platz nehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look again</source>
        <translation>Erneut nachsehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host a table on this computer…</source>
        <translation>Tisch auf diesem Computer eröffnen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/lobby.py" line="-7"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open: waiting for a player</source>
        <translation>Frei: wartet auf einen Spieler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CPU player ({0})</source>
        <translation>Computerspieler ({0})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A CPU player plays for them</source>
        <translation>Ein Computerspieler spielt für diese Person</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Away: the seat waits for them</source>
        <translation>Abwesend: Der Platz wird freigehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+69"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seat is</source>
        <translation>Platz ist</translation>
    </message>
    <message>
        <location line="+100"/>
        <location filename="../hearts_desktop/ui/net/texts.py" line="+13"/>
        <source>Seats are still open: wait for more players, or give the open seats to CPU players.</source>
        <translation>Es sind noch Plätze frei: Warte auf weitere Spieler oder gib die freien Plätze an Computerspieler.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for the host to start the game…</source>
        <translation>Warte darauf, dass der Gastgeber das Spiel startet…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{0}: {1}, {2}</source>
        <translation>{0}: {1}, {2}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give your friends the code and the address. Players on your network also find the table under Game &gt; Join a network game.</source>
        <translation>Gib deinen Freunden den Code und die Adresse. Spieler in deinem Netzwerk finden den Tisch auch unter Spiel &gt; An einem Netzwerkspiel teilnehmen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give your friends the code and the address: they type them under Game &gt; Join a network game.</source>
        <translation>Gib deinen Freunden den Code und die Adresse: Sie geben beides unter Spiel &gt; An einem Netzwerkspiel teilnehmen ein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table code</source>
        <translation>Tischcode</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the open seats to CPU players</source>
        <translation>Freie Plätze an Computerspieler geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/play.py" line="+145"/>
        <source>&amp;Host a network game…</source>
        <translation>Netzwerkspiel &amp;eröffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a network game…</source>
        <translation>An einem Netzwerkspiel &amp;teilnehmen…</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>The network game begins.</source>
        <translation>Das Netzwerkspiel beginnt.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Network game</source>
        <translation>Netzwerkspiel</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+5"/>
        <source>The match could not be added to the history: {0}</source>
        <translation>Die Partie konnte nicht in den Verlauf aufgenommen werden: {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/texts.py" line="-50"/>
        <source>CPU for {0}</source>
        <translation>Computer für {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} (away)</source>
        <translation>{0} (abwesend)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot reach {0}. Check the address, and that the host&apos;s game is still open.</source>
        <translation>{0} ist nicht erreichbar. Prüfe die Adresse und ob das Spiel des Gastgebers noch offen ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the table failed.</source>
        <translation>Die Verbindung zum Tisch ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table cannot be opened on this computer: {0}</source>
        <translation>Der Tisch kann auf diesem Computer nicht eröffnet werden: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Something went wrong: {0}</source>
        <translation>Etwas ist schiefgegangen: {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No table has the code {0}. Check the code; the table may have closed.</source>
        <translation>Kein Tisch hat den Code {0}. Prüfe den Code; vielleicht wurde der Tisch geschlossen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This table does not exist any more.</source>
        <translation>Diesen Tisch gibt es nicht mehr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone else has just taken this seat. Choose another one.</source>
        <translation>Jemand anderes hat gerade diesen Platz genommen. Wähle einen anderen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This table has no such seat.</source>
        <translation>Diesen Platz gibt es an diesem Tisch nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game at this table has already started.</source>
        <translation>Die Partie an diesem Tisch hat schon begonnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a name of 1 to 24 characters.</source>
        <translation>Wähle einen Namen mit 1 bis 24 Zeichen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat at this table is not yours any more.</source>
        <translation>Dein Platz an diesem Tisch gehört dir nicht mehr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You already sit at a table.</source>
        <translation>Du sitzt schon an einem Tisch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the host can start the game.</source>
        <translation>Nur der Gastgeber kann das Spiel starten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server has no room for another table.</source>
        <translation>Auf dem Server ist kein Platz für einen weiteren Tisch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You already have as many tables open on this server as one player may. Play at one of them, or wait: a table nobody sits at closes after a few minutes.</source>
        <translation>Du hast auf diesem Server schon so viele Tische offen, wie ein Spieler haben darf. Spiele an einem davon oder warte: Ein Tisch, an dem niemand sitzt, schließt nach ein paar Minuten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This server does not let players open tables.</source>
        <translation>Auf diesem Server dürfen Spieler keine Tische eröffnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server cannot play these rules.</source>
        <translation>Der Server kann diese Regeln nicht spielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server does not have this game.</source>
        <translation>Der Server hat dieses Spiel nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too many messages were sent at once; the last one was dropped.</source>
        <translation>Zu viele Nachrichten auf einmal; die letzte wurde verworfen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host has closed the table.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server failed on this request; nothing changed.</source>
        <translation>Der Server ist an dieser Anfrage gescheitert; nichts wurde geändert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The server refused: {0}</source>
        <translation>Der Server hat abgelehnt: {0}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This table is full.</source>
        <translation>Dieser Tisch ist voll.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No table with the code {0} was found on your network. Type the host&apos;s address as well, for example 192.168.1.20:52830 {0}.</source>
        <translation>In deinem Netzwerk wurde kein Tisch mit dem Code {0} gefunden. Gib auch die Adresse des Gastgebers ein, zum Beispiel 192.168.1.20:52830 {0}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The connection to the table was lost. Reconnecting (attempt {0} of {1})…</source>
        <translation>Die Verbindung zum Tisch ist abgebrochen. Neuer Verbindungsversuch ({0} von {1})…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You are back at the table.</source>
        <translation>Du bist wieder am Tisch.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table cannot be reached any more. The game has ended.</source>
        <translation>Der Tisch ist nicht mehr erreichbar. Die Partie ist beendet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The host has closed the table. The game has ended.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen. Die Partie ist beendet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table has closed. The game has ended.</source>
        <translation>Der Tisch wurde geschlossen. Die Partie ist beendet.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/lobby.py" line="-133"/>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/play.py" line="-305"/>
        <source>&amp;Quick match…</source>
        <translation>&amp;Schnelle Partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;online</source>
        <translation>&amp;Online spielen</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Your player identity cannot be read: {0}</source>
        <translation>Ihre Spieleridentität kann nicht gelesen werden: {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/texts.py" line="-55"/>
        <source>Another player on this server already uses this name. Choose another one.</source>
        <translation>Ein anderer Spieler auf diesem Server verwendet diesen Namen bereits. Wählen Sie einen anderen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server could not confirm who you are. Try again.</source>
        <translation>Der Server konnte nicht bestätigen, wer Sie sind. Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server needs to know who you are first.</source>
        <translation>Der Server muss zuerst wissen, wer Sie sind.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are already waiting for a quick match.</source>
        <translation>Sie warten bereits auf eine schnelle Partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are not waiting for a quick match.</source>
        <translation>Sie warten auf keine schnelle Partie.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} ± {1}</source>
        <translation>{0} ± {1}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your rating: {0} → {1} (± {2})</source>
        <translation>Ihre Wertung: {0} → {1} (± {2})</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/quick_dialog.py" line="-44"/>
        <source>Any rules</source>
        <translation>Beliebige Regeln</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Type the server&apos;s address, for example 192.168.1.20:52830.</source>
        <translation>Geben Sie die Adresse des Servers ein, zum Beispiel 192.168.1.20:52830.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>“{0}” is not a server&apos;s address (for example 192.168.1.20:52830).</source>
        <translation>„{0}“ ist keine Serveradresse (zum Beispiel 192.168.1.20:52830).</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Looking for players for {0}…</source>
        <translation>Suche Mitspieler für {0}…</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s) waiting for this game, you included.</source>
        <translation>
            <numerusform>%n Spieler wartet auf dieses Spiel, Sie eingeschlossen.</numerusform>
            <numerusform>%n Spieler warten auf dieses Spiel, Sie eingeschlossen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>In %n second(s), CPU players take the seats nobody has taken.</source>
        <translation>
            <numerusform>In %n Sekunde nehmen CPU-Spieler die freien Plätze ein.</numerusform>
            <numerusform>In %n Sekunden nehmen CPU-Spieler die freien Plätze ein.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The server stopped the wait. Try again.</source>
        <translation>Der Server hat das Warten beendet. Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Your table is ready</source>
        <translation>Ihr Tisch ist bereit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A rated match of {0}: it begins in a moment.</source>
        <translation>Eine gewertete Partie {0}: Sie beginnt gleich.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Quick match</source>
        <translation>Schnelle Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a rated match with other people on a server: choose the game and its rules, and the server seats you with people waiting for the same game. If nobody comes, CPU players take the empty seats.</source>
        <translation>Spielen Sie eine gewertete Partie mit anderen Menschen auf einem Server: Wählen Sie das Spiel und seine Regeln, und der Server setzt Sie zu Menschen, die auf dasselbe Spiel warten. Kommt niemand, nehmen CPU-Spieler die freien Plätze ein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your &amp;name:</source>
        <translation>Ihr &amp;Name:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Find a match</source>
        <translation>Partie &amp;finden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds until CPU players fill the table</source>
        <translation>Sekunden, bis CPU-Spieler den Tisch auffüllen</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+186"/>
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="+268"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="-19"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules options</source>
        <translation>Regeloptionen</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/new_game.py" line="+219"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show rules…</source>
        <translation>Regeln zeigen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore preset</source>
        <translation>Vorgabe wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+7"/>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_form.py" line="+176"/>
        <source>End of the game</source>
        <translation>Ende der Partie</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="+6"/>
        <source>Players at the table</source>
        <translation>Spieler am Tisch</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="-90"/>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_form.py" line="-70"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Cards and passing</source>
        <translation>Karten und Tauschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Spielablauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online rules</source>
        <translation>Online-Regeln</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="+13"/>
        <source>No limit</source>
        <translation>Keine Grenze</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+4"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="-16"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed deals the same cards again. Leave empty for a new deal.</source>
        <translation>Dieselbe Nummer gibt wieder dieselben Karten. Leer lassen für ein neues Blatt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+20"/>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_form.py" line="+63"/>
        <source>Target score:</source>
        <translation>Zielpunktzahl:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game ends with:</source>
        <translation>Ende der Partie bei:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/ombre/rules_form.py" line="+76"/>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_form.py" line="+1"/>
        <source>Number of deals:</source>
        <translation>Anzahl Runden:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie for the lead:</source>
        <translation>Gleichstand an der Spitze:</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="+1"/>
        <source>Deal number (seed):</source>
        <translation>Partienummer (Seed):</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+1"/>
        <source>Cards removed:</source>
        <translation>Entfernte Karten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Packs:</source>
        <translation>Blätter:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passing:</source>
        <translation>Tauschen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards to pass:</source>
        <translation>Karten zum Tauschen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never passed:</source>
        <translation>Nie weitergeben:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First lead:</source>
        <translation>Erste Eröffnung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead hearts early:</source>
        <translation>Früh mit Herz eröffnen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No points on the first trick</source>
        <translation>Keine Punkte im ersten Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Queen of Spades breaks hearts</source>
        <translation>Die Pik-Dame bricht Herz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts:</source>
        <translation>Herz:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Spades:</source>
        <translation>Pik-Dame:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Hearts is worth 13 (Pink Lady)</source>
        <translation>Herz-Dame zählt 13 (Pink Lady)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus card (-10):</source>
        <translation>Bonuskarte (-10):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of Clubs doubles its winner&apos;s points</source>
        <translation>Kreuz-Zehn verdoppelt die Punkte ihres Gewinners</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooting the moon:</source>
        <translation>Durchmarsch:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking every trick (the sun) counts double</source>
        <translation>Alle Stiche zu holen zählt doppelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exactly 50 goes to 0, exactly 100 to 50</source>
        <translation>Genau 50 wird 0, genau 100 wird 50</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complex scores (Q♠ = 13i, 10♣ × 2i)</source>
        <translation>Komplexe Punkte (Pik-Dame = 13i, Kreuz-Zehn × 2i)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complex moon:</source>
        <translation>Komplexer Durchmarsch:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kitty: one card aside (3 players)</source>
        <translation>Kitty: eine Karte beiseite (3 Spieler)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kitty goes to:</source>
        <translation>Die Kitty bekommt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two jokers as hearts (3 players)</source>
        <translation>Zwei Joker als Herz (3 Spieler)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancellation: several packs (6-12 players)</source>
        <translation>Cancellation: mehrere Blätter (6–12 Spieler)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move timer:</source>
        <translation>Bedenkzeit:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tournament scoring</source>
        <translation>Turnierwertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer players are ranked last</source>
        <translation>Computerspieler immer auf dem letzten Platz</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/seats_form.py" line="+128"/>
        <source>You (human player)</source>
        <translation>Du (menschlicher Spieler)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="+166"/>
        <source>The deal number must be at most %1.</source>
        <translation>Die Partienummer darf höchstens %1 sein.</translation>
    </message>
    <message>
        <location line="-278"/>
        <source>These rules cannot be played: %1</source>
        <translation>Nach diesen Regeln kann nicht gespielt werden: %1</translation>
    </message>
</context>
<context>
    <name>NewGameQuestion</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/new_game_question.py" line="+64"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A match is in progress. Start a new game?</source>
        <translation>Eine Partie läuft gerade. Ein neues Spiel beginnen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match on the table ends here: it goes into the history as abandoned and cannot be resumed.</source>
        <translation>Die Partie auf dem Tisch endet hier: Sie kommt als abgebrochen in den Verlauf und lässt sich nicht fortsetzen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A network match is in progress. Start a new game?</source>
        <translation>Eine Partie im Netzwerk läuft gerade. Ein neues Spiel beginnen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You leave the network table, which closes for every player at it; the match is not kept in the history.</source>
        <translation>Du verlässt den Netzwerktisch, der damit für alle Spieler daran schließt; die Partie kommt nicht in den Verlauf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You leave the network table; the match is not kept in the history.</source>
        <translation>Du verlässt den Netzwerktisch; die Partie kommt nicht in den Verlauf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start new game</source>
        <translation>Neues Spiel beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
</context>
<context>
    <name>Ombre</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/ombre/input.py" line="+172"/>
        <source>You may exchange at most %n card(s).</source>
        <translation>
            <numerusform>Du darfst höchstens %n Karte tauschen.</numerusform>
            <numerusform>Du darfst höchstens %n Karten tauschen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No hint is available right now.</source>
        <translation>Gerade ist kein Tipp verfügbar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>play {card}</source>
        <translation>{card} spielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>discard {cards}</source>
        <translation>{cards} abwerfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keep your hand</source>
        <translation>deine Hand behalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid {contract}</source>
        <translation>{contract} bieten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>make {suit} trump</source>
        <translation>{suit} zu Trumpf machen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>go for the vole</source>
        <translation>auf die Vole spielen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>stop</source>
        <translation>aufhören</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>call {card}</source>
        <translation>{card} rufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take over</source>
        <translation>übernehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>give up</source>
        <translation>aufgeben</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/ombre/labels.py" line="+75"/>
        <source>Espadas</source>
        <translation>Espadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bastos</source>
        <translation>Bastos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copas</source>
        <translation>Copas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Oros</source>
        <translation>Oros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Sota</source>
        <translation>Sota</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As</source>
        <comment>the ace of the Spanish dress</comment>
        <translation>As</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caballo</source>
        <translation>Caballo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rey</source>
        <translation>Rey</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Spadille</source>
        <translation>Spadille</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Basto</source>
        <translation>Basto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Manille</source>
        <translation>Manille</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Punto</source>
        <translation>Punto</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{rank} de {suit}</source>
        <comment>a card of the Spanish dress</comment>
        <translation>{suit}-{rank}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{rank} of {suit}</source>
        <comment>a card</comment>
        <translation>{suit}-{rank}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} ({card})</source>
        <comment>a matador and its card</comment>
        <translation>{name} ({card})</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../hearts_desktop/ui/games/ombre/rules_page.py" line="+45"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Entrada</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tourné</source>
        <translation>Tourné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alliance</source>
        <translation>Allianz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vole</source>
        <comment>a contract</comment>
        <translation>Vole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gascarola</source>
        <translation>Gascarola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrabola</source>
        <translation>Contrabola</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>alone, without a partner</source>
        <translation>allein, ohne Partner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exchange, then name trump</source>
        <translation>tauschen, dann Trumpf ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first talon card makes trump</source>
        <translation>die erste Talonkarte bestimmt Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no exchange, name trump</source>
        <translation>ohne Tausch, Trumpf ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name trump, call a king</source>
        <translation>Trumpf ansagen, einen König rufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alone, every trick</source>
        <translation>allein, jeden Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep one card or none, draw the rest</source>
        <translation>eine Karte oder keine behalten, den Rest ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win no trick</source>
        <translation>keinen Stich machen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Thrown in</source>
        <translation>Eingeworfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="+142"/>
        <location line="+3"/>
        <source>Sacada</source>
        <translation>Sacada</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="+8"/>
        <location line="+4"/>
        <source>Puesta</source>
        <translation>Puesta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codille</source>
        <translation>Codille</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="+3"/>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n Marke</numerusform>
            <numerusform>%n Marken</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../hearts_desktop/ui/games/ombre/presentation.py" line="+44"/>
        <source>Ombre</source>
        <translation>L&apos;Hombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre, eldest leads (Danish)</source>
        <translation>L&apos;Hombre, Vorhand spielt aus (dänisch)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre for two</source>
        <translation>L&apos;Hombre zu zweit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre for four</source>
        <translation>L&apos;Hombre zu viert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadrille</source>
        <translation>Quadrille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quintille</source>
        <translation>Quintille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre, custom rules</source>
        <translation>L&apos;Hombre, eigene Regeln</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Ombre for two, custom rules</source>
        <translation>L&apos;Hombre zu zweit, eigene Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre for four, custom rules</source>
        <translation>L&apos;Hombre zu viert, eigene Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadrille, custom rules</source>
        <translation>Quadrille, eigene Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quintille, custom rules</source>
        <translation>Quintille, eigene Regeln</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players: ombre leads to the first trick, need not exchange, and the cards are dealt again when all pass.</source>
        <translation>Drei Spieler: der Hombre spielt zum ersten Stich aus, muss nicht tauschen, und wenn alle passen, wird neu gegeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As played in Danish clubs today: the player on the dealer&apos;s right leads, and ombre must exchange at least one card.</source>
        <translation>Wie heute in dänischen Klubs: der Spieler rechts vom Geber spielt aus, und der Hombre muss mindestens eine Karte tauschen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players with 30 cards (the diamonds taken out), 8 cards each; 5 of the 8 tricks win.</source>
        <translation>Zwei Spieler mit 30 Karten (ohne Karo), je 8 Karten; 5 der 8 Stiche gewinnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four at the table: the dealer sits out each deal and pays or is paid like a defender.</source>
        <translation>Vier am Tisch: der Geber setzt jede Runde aus und zahlt oder kassiert wie ein Gegenspieler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four players, 10 cards each, no talon: the declarer calls a king, and its holder is a secret partner.</source>
        <translation>Vier Spieler, je 10 Karten, kein Talon: der Spieler ruft einen König, und wer ihn hält, ist sein geheimer Partner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Five players, 8 cards each, no talon: as Quadrille, with 5 tricks to win.</source>
        <translation>Fünf Spieler, je 8 Karten, kein Talon: wie Quadrille, mit 5 Stichen zum Sieg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules of your own, built from the options.</source>
        <translation>Eigene Regeln, aus den Optionen zusammengestellt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/ombre/messages.py" line="+25"/>
        <source>{led} was led. The matador&apos;s privilege lets you hold back %n matador(s) above it ({protected}), but not {others}: play a trump.</source>
        <translation>
            <numerusform>{led} wurde ausgespielt. Das Matadorrecht erlaubt dir, %n Matador darüber ({protected}) zurückzuhalten, aber nicht {others}: spiel einen Trumpf.</numerusform>
            <numerusform>{led} wurde ausgespielt. Das Matadorrecht erlaubt dir, %n Matadore darüber ({protected}) zurückzuhalten, aber nicht {others}: spiel einen Trumpf.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{led} was led. It outranks your {matador}, so your matador has no privilege against it: you must play a trump.</source>
        <translation>{led} wurde ausgespielt. Er steht über deinem {matador}, also gilt das Matadorrecht nicht: du musst Trumpf spielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{led} was led: you must play a trump while you hold one.</source>
        <translation>{led} wurde ausgespielt: solange du Trumpf hast, musst du Trumpf spielen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A trump was led: you must play a trump while you hold one.</source>
        <translation>Trumpf wurde ausgespielt: solange du Trumpf hast, musst du Trumpf spielen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the led suit</source>
        <translation>die ausgespielte Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must follow suit: play {suit} while you have any.</source>
        <translation>Du musst Farbe bedienen: spiel {suit}, solange du welche hast.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is always a trump and never follows {suit}.</source>
        <translation>{card} ist immer Trumpf und bedient nie {suit}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your bid must be higher than {contract}.</source>
        <translation>Dein Gebot muss höher sein als {contract}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That bid is too low.</source>
        <translation>Dieses Gebot ist zu niedrig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have passed: you may not bid again in this deal.</source>
        <translation>Du hast gepasst: in dieser Runde darfst du nicht mehr bieten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not a bid you can make now.</source>
        <translation>Dieses Gebot kannst du jetzt nicht abgeben.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You may exchange at most %n card(s) now.</source>
        <translation>
            <numerusform>Du darfst jetzt höchstens %n Karte tauschen.</numerusform>
            <numerusform>Du darfst jetzt höchstens %n Karten tauschen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You chose too many cards to exchange.</source>
        <translation>Du hast zu viele Karten zum Tauschen gewählt.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Under these rules ombre must exchange at least %n card(s).</source>
        <translation>
            <numerusform>Nach diesen Regeln muss der Hombre mindestens %n Karte tauschen.</numerusform>
            <numerusform>Nach diesen Regeln muss der Hombre mindestens %n Karten tauschen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard exactly {counts} cards.</source>
        <translation>Wirf genau {counts} Karten ab.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <comment>between two numbers</comment>
        <translation> oder </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That number of cards cannot be exchanged now.</source>
        <translation>So viele Karten kannst du jetzt nicht tauschen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That suit cannot be trump now.</source>
        <translation>Diese Farbe kann jetzt nicht Trumpf sein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Call a king you do not hold.</source>
        <translation>Ruf einen König, den du nicht hältst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ombre may give up only an entrada or a tourné, before playing to the fourth trick.</source>
        <translation>Der Hombre darf nur eine Entrada oder ein Tourné aufgeben, bevor er zum vierten Stich zugibt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only ombre decides that.</source>
        <translation>Das entscheidet nur der Hombre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card was chosen twice.</source>
        <translation>Eine Karte wurde doppelt gewählt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not possible right now.</source>
        <translation>Das geht gerade nicht.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/ombre/rules_form.py" line="-28"/>
        <source>Ombre for three</source>
        <translation>L&apos;Hombre zu dritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre for two (30 cards)</source>
        <translation>L&apos;Hombre zu zweit (30 Karten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre for four (one sits out each deal)</source>
        <translation>L&apos;Hombre zu viert (einer setzt jede Runde aus)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadrille (four, calling a king)</source>
        <translation>Quadrille (zu viert, mit gerufenem König)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quintille (five, calling a king)</source>
        <translation>Quintille (zu fünft, mit gerufenem König)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The dealer</source>
        <translation>Der Geber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player opposite the dealer</source>
        <translation>Der Spieler gegenüber dem Geber</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="-105"/>
        <location line="+2"/>
        <source>The deal is thrown in</source>
        <translation>Die Runde wird neu gegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The holder of Spadille must play</source>
        <translation>Wer die Spadille hält, muss spielen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The dealer alone pays the ante for everybody</source>
        <translation>Der Geber zahlt den Einsatz allein für alle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Priority: an earlier bidder may hold an equal bid</source>
        <translation>Vorrang: wer früher bietet, darf ein gleiches Gebot halten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eldest hand leads to the first trick</source>
        <translation>Vorhand spielt zum ersten Stich aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre must exchange at least one card</source>
        <translation>Der Hombre muss mindestens eine Karte tauschen</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who sits out:</source>
        <translation>Wer aussetzt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit taken out:</source>
        <translation>Herausgenommene Farbe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ante per player:</source>
        <translation>Einsatz pro Spieler:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips at the start:</source>
        <translation>Marken zu Beginn:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End when a player has won or lost:</source>
        <translation>Ende, wenn jemand so viel gewonnen oder verloren hat:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When everybody passes:</source>
        <translation>Wenn alle passen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gascarola may be announced</source>
        <translation>Gascarola darf angesagt werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrabola may be announced</source>
        <translation>Contrabola darf angesagt werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player sitting out may play with the whole talon</source>
        <translation>Wer aussetzt, darf mit dem ganzen Talon spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Honours count at most 5</source>
        <translation>Honneurs zählen höchstens 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a codille the defenders share the pot</source>
        <translation>Nach einer Codille teilen die Gegenspieler die Kasse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A lost game costs what the contract is worth</source>
        <translation>Ein verlorenes Spiel kostet so viel, wie der Kontrakt wert ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre may give up an entrada or a tourné</source>
        <translation>Der Hombre darf eine Entrada oder ein Tourné aufgeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quintille: the alliance needs 6 tricks</source>
        <translation>Quintille: die Allianz braucht 6 Stiche</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Chips and length of the game</source>
        <translation>Marken und Dauer der Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/ombre/rules_page.py" line="+84"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="+143"/>
        <source>Bidding</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange and play</source>
        <translation>Tausch und Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Payments</source>
        <translation>Zahlungen</translation>
    </message>
    <message numerus="yes">
        <location line="+96"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/ombre/rules_page.py" line="-58"/>
        <source>Players and cards</source>
        <translation>Spieler und Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{players} players, {cards} cards: each player gets {hand} cards, dealt counter-clockwise; play goes counter-clockwise too.</source>
        <translation>{players} Spieler, {cards} Karten: jeder bekommt {hand} Karten, gegen den Uhrzeigersinn gegeben; gespielt wird ebenfalls gegen den Uhrzeigersinn.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The other {talon} cards are the talon, face down in the middle of the table.</source>
        <translation>Die übrigen {talon} Karten sind der Talon, verdeckt in der Tischmitte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{suit} are taken out of the pack.</source>
        <translation>{suit} werden aus dem Kartenspiel genommen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Three play each deal: the dealer sits out.</source>
        <translation>Drei spielen jede Runde: der Geber setzt aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three play each deal: the player opposite the dealer sits out.</source>
        <translation>Drei spielen jede Runde: der Spieler gegenüber dem Geber setzt aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player sitting out pays and is paid like a defender.</source>
        <translation>Wer aussetzt, zahlt und kassiert wie ein Gegenspieler.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trumps and matadors</source>
        <translation>Trümpfe und Matadore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spadille and Basto are always trumps, whatever suit is trump. With the Manille (the 2 of a black trump suit, the 7 of a red one) they are the three matadors. In a red trump suit the ace, Punto, is the fourth trump.</source>
        <translation>Spadille und Basto sind immer Trumpf, gleich welche Farbe Trumpf ist. Mit der Manille (der 2 einer schwarzen, der 7 einer roten Trumpffarbe) sind sie die drei Matadore. In einer roten Trumpffarbe ist das Ass, Punto, der vierte Trumpf.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{suit} trump</source>
        <translation>{suit} Trumpf</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/ombre/score_sheet.py" line="+139"/>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trumps, highest first</source>
        <translation>Trümpfe, der höchste zuerst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plain suits, highest first: black {black}; red {red}.</source>
        <translation>Fehlfarben, die höchste Karte zuerst: schwarz {black}; rot {red}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chips and the pot</source>
        <translation>Marken und Kasse</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>The game lasts %n deal(s); what is left in the pot is then shared.</source>
        <translation>
            <numerusform>Die Partie dauert %n Runde; was dann in der Kasse liegt, wird geteilt.</numerusform>
            <numerusform>Die Partie dauert %n Runden; was dann in der Kasse liegt, wird geteilt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>Before every deal the dealer puts %n chip(s) for each player into the pot.</source>
        <translation>
            <numerusform>Vor jeder Runde legt der Geber für jeden Spieler %n Marke in die Kasse.</numerusform>
            <numerusform>Vor jeder Runde legt der Geber für jeden Spieler %n Marken in die Kasse.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Before every deal each player puts %n chip(s) into the pot; the pot carries over from deal to deal.</source>
        <translation>
            <numerusform>Vor jeder Runde legt jeder %n Marke in die Kasse; die Kasse bleibt von Runde zu Runde stehen.</numerusform>
            <numerusform>Vor jeder Runde legt jeder %n Marken in die Kasse; die Kasse bleibt von Runde zu Runde stehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Everybody starts with %n chip(s).</source>
        <translation>
            <numerusform>Alle beginnen mit %n Marke.</numerusform>
            <numerusform>Alle beginnen mit %n Marken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>It ends early once a player has won or lost %n chip(s).</source>
        <translation>
            <numerusform>Sie endet früher, sobald jemand %n Marke gewonnen oder verloren hat.</numerusform>
            <numerusform>Sie endet früher, sobald jemand %n Marken gewonnen oder verloren hat.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chips of the pot that cannot be shared equally at the end go to the last player who won a deal.</source>
        <translation>Marken der Kasse, die sich am Ende nicht gleichmäßig teilen lassen, bekommt der Spieler, der zuletzt eine Runde gewonnen hat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chips of the pot that cannot be shared equally at the end go to the last player who won a deal; when several won it, to the first of them from the dealer&apos;s right.</source>
        <translation>Marken der Kasse, die sich am Ende nicht gleichmäßig teilen lassen, bekommt der Spieler, der zuletzt eine Runde gewonnen hat; haben diese Runde mehrere gewonnen, der erste von ihnen rechts vom Geber.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The player on the dealer&apos;s right speaks first. Each player passes or bids higher than the bid so far; a pass is final. The highest bidder is ombre and plays against the others.</source>
        <translation>Der Spieler rechts vom Geber spricht zuerst. Jeder passt oder bietet höher als bisher; wer passt, bleibt draußen. Der Höchstbietende ist der Hombre und spielt gegen die anderen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../hearts_desktop/ui/games/ombre/score_sheet.py" line="+0"/>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Meaning</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Priority: a player who speaks earlier may hold the same bid, and the later one must go higher or pass.</source>
        <translation>Vorrang: wer früher spricht, darf dasselbe Gebot halten, und der spätere muss höher gehen oder passen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>When everybody has passed, these may be announced:</source>
        <translation>Wenn alle gepasst haben, darf angesagt werden:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the three players pass, the player sitting out may play an entrada with the whole talon.</source>
        <translation>Passen die drei Spieler, darf der Aussetzende eine Entrada mit dem ganzen Talon spielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If everybody passes, the holder of Spadille must play an alliance.</source>
        <translation>Passen alle, muss der Inhaber der Spadille eine Allianz spielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If everybody passes, the holder of Spadille must play (if it lies in the talon, the holder of Basto; if both do, the deal is thrown in).</source>
        <translation>Passen alle, muss der Inhaber der Spadille spielen (liegt sie im Talon, der Inhaber des Basto; liegen beide dort, wird die Runde neu gegeben).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If everybody passes, the deal is thrown in and the pot stays.</source>
        <translation>Passen alle, wird die Runde neu gegeben, und die Kasse bleibt stehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The exchange</source>
        <translation>Der Tausch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In an entrada ombre discards up to 8 cards face down, draws as many from the talon, then names trump. In a tourné the top card of the talon is turned: its suit is trump, and it is the first card ombre draws. In a solo ombre names trump and keeps the hand.</source>
        <translation>In einer Entrada wirft der Hombre bis zu 8 Karten verdeckt ab, zieht ebenso viele aus dem Talon und sagt dann Trumpf an. Im Tourné wird die oberste Talonkarte aufgedeckt: ihre Farbe ist Trumpf, und sie ist die erste Karte, die der Hombre zieht. Im Solo sagt der Hombre Trumpf an und behält seine Hand.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ombre must exchange at least one card.</source>
        <translation>Der Hombre muss mindestens eine Karte tauschen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then each defender in turn may exchange as many cards as are left in the talon. Nobody sees the discards or the cards left in the talon.</source>
        <translation>Dann darf jeder Gegenspieler der Reihe nach so viele Karten tauschen, wie im Talon liegen. Niemand sieht die abgeworfenen Karten oder den Rest des Talons.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player on the dealer&apos;s right leads to the first trick; the winner of a trick leads to the next.</source>
        <translation>Der Spieler rechts vom Geber spielt zum ersten Stich aus; wer einen Stich macht, spielt zum nächsten aus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ombre leads to the first trick; the winner of a trick leads to the next.</source>
        <translation>Der Hombre spielt zum ersten Stich aus; wer einen Stich macht, spielt zum nächsten aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow suit if you can; Spadille and Basto never count as {spades} or {clubs}. A player who cannot follow may play any card.</source>
        <translation>Bediene Farbe, wenn du kannst; Spadille und Basto zählen nie als {spades} oder {clubs}. Wer nicht bedienen kann, darf jede Karte spielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The matador&apos;s privilege: when a trump is led you must play a trump, but a matador higher than the led card need not be played. A player whose only trumps are such matadors may play any card. Only the led card counts, not a higher matador played after it.</source>
        <translation>Das Matadorrecht: wird Trumpf ausgespielt, musst du Trumpf spielen, aber einen Matador über der ausgespielten Karte musst du nicht hergeben. Wer nur solche Matadore als Trumpf hat, darf jede Karte spielen. Es zählt nur die ausgespielte Karte, nicht ein höherer Matador, der danach fällt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ombre may give up an entrada or a tourné before playing to the fourth trick: it counts as a puesta, and a defender may take over as ombre.</source>
        <translation>Der Hombre darf eine Entrada oder ein Tourné aufgeben, bevor er zum vierten Stich zugibt: das zählt als Puesta, und ein Gegenspieler darf als Hombre übernehmen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Results and payments</source>
        <translation>Ergebnisse und Zahlungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/ombre/score_sheet.py" line="+1"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Payment</source>
        <translation>Zahlung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sacada: ombre takes more tricks than each defender</source>
        <translation>Sacada: der Hombre macht mehr Stiche als jeder Gegenspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each defender pays ombre 5 (tourné 7, solo 15) plus honours; ombre takes the pot</source>
        <translation>jeder Gegenspieler zahlt dem Hombre 5 (Tourné 7, Solo 15) plus Honneurs; der Hombre nimmt die Kasse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Puesta: ombre ties for the most tricks</source>
        <translation>Puesta: der Hombre teilt die meisten Stiche mit jemandem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ombre pays each defender 5 plus honours, and as much as the pot into it</source>
        <translation>der Hombre zahlt jedem Gegenspieler 5 plus Honneurs und so viel in die Kasse, wie darin liegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Codille: a defender takes more tricks than anyone</source>
        <translation>Codille: ein Gegenspieler macht mehr Stiche als alle anderen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ombre pays each defender 5 plus honours, and that defender as much as the pot</source>
        <translation>der Hombre zahlt jedem Gegenspieler 5 plus Honneurs und diesem Gegenspieler so viel, wie in der Kasse liegt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A lost game costs what the contract is worth (tourné 7, solo 15) instead of 5.</source>
        <translation>Ein verlorenes Spiel kostet statt 5 so viel, wie der Kontrakt wert ist (Tourné 7, Solo 15).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After a codille the defenders share the pot.</source>
        <translation>Nach einer Codille teilen die Gegenspieler die Kasse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Honours: ombre holding the three matadors and the trumps below them in a row counts one for each; holding none of them counts the missing run the same way.</source>
        <translation>Honneurs: hält der Hombre die drei Matadore und die Trümpfe darunter in einer Reihe, zählt jeder eins; hält er keinen davon, zählt die fehlende Reihe ebenso.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Honours count at most 5.</source>
        <translation>Honneurs zählen höchstens 5.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primeras: ombre who wins the first five tricks may stop (each defender pays 3 more) or lead on for the vole: all the tricks win 10 more from each defender, losing one costs ombre 30 less the contract&apos;s value to each defender.</source>
        <translation>Primeras: wer als Hombre die ersten fünf Stiche macht, darf aufhören (jeder Gegenspieler zahlt 3 mehr) oder auf die Vole weiterspielen: alle Stiche bringen von jedem Gegenspieler 10 mehr, ein verlorener Stich kostet den Hombre an jeden Gegenspieler 30 weniger den Wert des Kontrakts.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Alliance and results</source>
        <translation>Allianz und Ergebnisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In an alliance the declarer names trump and calls a king; its holder is the secret partner until the king is played. Together they need {target} of the {tricks} tricks; a solo needs as many alone, a vole every trick.</source>
        <translation>In einer Allianz sagt der Spieler Trumpf an und ruft einen König; wer ihn hält, ist sein geheimer Partner, bis der König fällt. Zusammen brauchen sie {target} der {tricks} Stiche; ein Solo braucht ebenso viele allein, eine Vole jeden Stich.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The winners take the pot and each loser pays each winner the value of the game.</source>
        <translation>Die Gewinner nehmen die Kasse, und jeder Verlierer zahlt jedem Gewinner den Wert des Spiels.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Rules of {game}</source>
        <translation>Regeln: {game}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/ombre/score_sheet.py" line="-103"/>
        <source>{result} ({name})</source>
        <comment>codille and who took it</comment>
        <translation>{result} ({name})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vole</source>
        <translation>Vole</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed vole</source>
        <translation>Vole verfehlt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>primeras</source>
        <translation>Primeras</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Ombre</source>
        <comment>the player who plays the contract</comment>
        <translation>Hombre</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="+18"/>
        <source>Pot</source>
        <translation>Kasse</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="-5"/>
        <source>Deal {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+52"/>
        <source>Chips</source>
        <translation>Marken</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Deal {0}: ante paid</source>
        <comment>the score sheet&apos;s last row</comment>
        <translation>Runde {0}: Einsatz gezahlt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{contract} (forced)</source>
        <translation>{contract} (Zwang)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Final chips</source>
        <translation>Marken am Ende</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="-183"/>
        <source>{name} is ombre</source>
        <translation>{name} ist Hombre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You are ombre</source>
        <translation>Du bist Hombre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{contract}, forced: everybody passed and you hold Spadille</source>
        <translation>{contract}, Zwang: alle haben gepasst und du hältst die Spadille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{contract}, forced: everybody passed and {name} holds Spadille</source>
        <translation>{contract}, Zwang: alle haben gepasst und {name} hält die Spadille</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{contract}, forced: everybody passed, Spadille lies in the talon and you hold Basto</source>
        <translation>{contract}, Zwang: alle haben gepasst, die Spadille liegt im Talon und du hältst den Basto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{contract}, forced: everybody passed, Spadille lies in the talon and {name} holds Basto</source>
        <translation>{contract}, Zwang: alle haben gepasst, die Spadille liegt im Talon und {name} hält den Basto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{contract}: everybody passed, so the player sitting out takes the whole talon</source>
        <translation>{contract}: alle haben gepasst, also nimmt der Aussetzende den ganzen Talon</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+244"/>
        <source>Everybody passed</source>
        <translation>Alle haben gepasst</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Spadille and Basto both lie in the talon: the next dealer deals</source>
        <translation>Spadille und Basto liegen beide im Talon: der nächste Geber gibt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pot stays; the next dealer deals</source>
        <translation>Die Kasse bleibt; der nächste Geber gibt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tourné: {card}</source>
        <translation>Tourné: {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>{suit} are trump</source>
        <translation>{suit} ist Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>named by {name}</source>
        <translation>angesagt von {name}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>named by you</source>
        <translation>angesagt von dir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} calls the {card}</source>
        <translation>{name} ruft {card}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You call the {card}</source>
        <translation>Du rufst {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its holder is your secret partner</source>
        <translation>Wer sie hält, ist dein geheimer Partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its holder is {name}&apos;s secret partner</source>
        <translation>Wer sie hält, ist der geheime Partner von {name}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} is the partner</source>
        <translation>{name} ist der Partner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You are the partner</source>
        <translation>Du bist der Partner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>playing with you</source>
        <translation>spielt mit dir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>playing with {declarer}</source>
        <translation>spielt mit {declarer}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} announces honours</source>
        <translation>{name} sagt Honneurs an</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You announce honours</source>
        <translation>Du sagst Honneurs an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{with_} with, {without} without</source>
        <translation>{with_} mit, {without} ohne</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+221"/>
        <source>Primeras!</source>
        <translation>Primeras!</translation>
    </message>
    <message numerus="yes">
        <location line="-220"/>
        <source>You took the first %n tricks</source>
        <translation>
            <numerusform>Du hast den ersten %n Stich gemacht</numerusform>
            <numerusform>Du hast die ersten %n Stiche gemacht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name} took the first %n tricks</source>
        <translation>
            <numerusform>{name} hat den ersten %n Stich gemacht</numerusform>
            <numerusform>{name} hat die ersten %n Stiche gemacht</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} goes for the vole!</source>
        <translation>{name} spielt auf die Vole!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You go for the vole!</source>
        <translation>Du spielst auf die Vole!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every trick, or pay each defender</source>
        <translation>Jeden Stich, oder jeder Gegenspieler wird bezahlt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} stops</source>
        <translation>{name} hört auf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You stop</source>
        <translation>Du hörst auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primeras: the game is won</source>
        <translation>Primeras: das Spiel ist gewonnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The vole fails</source>
        <translation>Die Vole scheitert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} lost a trick</source>
        <translation>{name} hat einen Stich abgegeben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You lost a trick</source>
        <translation>Du hast einen Stich abgegeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contrabola lost</source>
        <translation>Contrabola verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took a second trick</source>
        <translation>Du hast einen zweiten Stich gemacht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took a second trick</source>
        <translation>{name} hat einen zweiten Stich gemacht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} gives up</source>
        <translation>{name} gibt auf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You give up</source>
        <translation>Du gibst auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It counts as a puesta</source>
        <translation>Das zählt als Puesta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} takes over</source>
        <translation>{name} übernimmt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You take over</source>
        <translation>Du übernimmst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as ombre, after you gave up</source>
        <translation>als Hombre, nachdem du aufgegeben hast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as ombre, after {previous} gave up</source>
        <translation>als Hombre, nachdem {previous} aufgegeben hat</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Vole!</source>
        <translation>Vole!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You took every trick</source>
        <translation>Du hast jeden Stich gemacht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took every trick</source>
        <translation>{name} hat jeden Stich gemacht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win with primeras</source>
        <translation>Du gewinnst mit Primeras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins with primeras</source>
        <translation>{name} gewinnt mit Primeras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the {contract}</source>
        <translation>Du gewinnst die {contract}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins the {contract}</source>
        <translation>{name} gewinnt die {contract}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>Codille!</source>
        <translation>Codille!</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>You beat {name}</source>
        <translation>Du schlägst {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{winner} beats you</source>
        <translation>{winner} schlägt dich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} beats {name}</source>
        <translation>{winner} schlägt {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You failed the vole and pay each defender</source>
        <translation>Du hast die Vole verfehlt und zahlst jedem Gegenspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} failed the vole and pays each defender</source>
        <translation>{name} hat die Vole verfehlt und zahlt jedem Gegenspieler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You lose and pay as much as the pot into it</source>
        <translation>Du verlierst und zahlst so viel in die Kasse, wie darin liegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} loses and pays as much as the pot into it</source>
        <translation>{name} verliert und zahlt so viel in die Kasse, wie darin liegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No payments</source>
        <translation>Keine Zahlungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game over</source>
        <translation>Partie vorbei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have the most chips: {chips}</source>
        <translation>Du hast die meisten Marken: {chips}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has the most chips: {chips}</source>
        <translation>{name} hat die meisten Marken: {chips}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Sits out</source>
        <translation>Setzt aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ombre · {contract}</source>
        <translation>Hombre · {contract}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defender</source>
        <translation>Gegenspieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Passed</source>
        <translation>Gepasst</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>took %n</source>
        <comment>cards from the talon</comment>
        <translation>
            <numerusform>%n getauscht</numerusform>
            <numerusform>%n getauscht</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Announcements</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange</source>
        <translation>Tausch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Naming trump</source>
        <translation>Trumpf ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calling a king</source>
        <translation>König rufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick {0} of {1}</source>
        <translation>Stich {0} von {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primeras</source>
        <translation>Primeras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre gave up</source>
        <translation>Der Hombre hat aufgegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal over</source>
        <translation>Runde vorbei</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal {0} of {1}</source>
        <translation>Runde {0} von {1}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{contract} · {name}</source>
        <translation>{contract} · {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trump not named yet</source>
        <translation>Trumpf noch nicht angesagt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trump: {suit}</source>
        <translation>Trumpf: {suit}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>calls {card}</source>
        <translation>ruft {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>forced</source>
        <translation>Zwang</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your bid: choose a contract or pass.</source>
        <translation>Du bist mit Bieten dran: wähle einen Kontrakt oder passe.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Choose %n card(s) to discard, then press the button on the table.</source>
        <translation>
            <numerusform>Wähle %n Karte zum Abwerfen und drücke dann den Knopf auf dem Tisch.</numerusform>
            <numerusform>Wähle %n Karten zum Abwerfen und drücke dann den Knopf auf dem Tisch.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose {0} to {1} cards to discard, then press the button on the table.</source>
        <translation>Wähle {0} bis {1} Karten zum Abwerfen und drücke dann den Knopf auf dem Tisch.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Choose up to %n card(s) to discard (or none), then press the button on the table.</source>
        <translation>
            <numerusform>Wähle bis zu %n Karte zum Abwerfen (oder keine) und drücke dann den Knopf auf dem Tisch.</numerusform>
            <numerusform>Wähle bis zu %n Karten zum Abwerfen (oder keine) und drücke dann den Knopf auf dem Tisch.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gascarola: keep one card and discard the other {0}, or discard all {1}; then press the button on the table.</source>
        <translation>Gascarola: Behalte eine Karte und wirf die anderen {0} ab oder wirf alle {1} ab; drücke dann den Knopf auf dem Tisch.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep my hand</source>
        <translation>Hand behalten</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Exchange %n</source>
        <translation>
            <numerusform>%n tauschen</numerusform>
            <numerusform>%n tauschen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: play a card.</source>
        <translation>Du bist dran: Spiel eine Karte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your decision: choose on the table.</source>
        <translation>Du entscheidest: wähle auf dem Tisch.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Highest so far: {contract}, your bid.</source>
        <translation>Bisher am höchsten: {contract}, dein Gebot.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n chip(s) in the pot.</source>
        <translation>
            <numerusform>%n Marke in der Kasse.</numerusform>
            <numerusform>%n Marken in der Kasse.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your bid</source>
        <translation>Dein Gebot</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Nobody has bid yet.</source>
        <translation>Noch hat niemand geboten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Highest so far: {contract} ({name}).</source>
        <translation>Bisher am höchsten: {contract} ({name}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+45"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>out of the bidding</source>
        <translation>aus dem Reizen aussteigen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You may announce a game of your own, or pass.</source>
        <translation>Du darfst selbst ein Spiel ansagen oder passen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name trump</source>
        <translation>Trumpf ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play {contract}: which suit is trump?</source>
        <translation>Du spielst {contract}: welche Farbe ist Trumpf?</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n trump(s) in your hand</source>
        <translation>
            <numerusform>%n Trumpf auf der Hand</numerusform>
            <numerusform>%n Trümpfe auf der Hand</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Call a king</source>
        <translation>Ruf einen König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its holder plays with you, a secret until the card is played.</source>
        <translation>Wer ihn hält, spielt mit dir – geheim, bis die Karte fällt.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You won the first %n tricks. Stop now, or lead on for the vole.</source>
        <translation>
            <numerusform>Du hast den ersten %n Stich gemacht. Hör jetzt auf oder spiel auf die Vole weiter.</numerusform>
            <numerusform>Du hast die ersten %n Stiche gemacht. Hör jetzt auf oder spiel auf die Vole weiter.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop</source>
        <translation>Aufhören</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win now, +{0} from each defender</source>
        <translation>jetzt gewinnen, +{0} von jedem Gegenspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win now</source>
        <translation>jetzt gewinnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go for the vole</source>
        <translation>Auf die Vole</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>all %n tricks, or pay each defender</source>
        <translation>
            <numerusform>alle %n Stiche, sonst jeden Gegenspieler bezahlen</numerusform>
            <numerusform>alle %n Stiche, sonst jeden Gegenspieler bezahlen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} gave up</source>
        <translation>{name} hat aufgegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take over as ombre and play the deal on from here?</source>
        <translation>Als Hombre übernehmen und die Runde von hier aus weiterspielen?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take over</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>you become ombre</source>
        <translation>du wirst Hombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deal ends as a puesta</source>
        <translation>die Runde endet als Puesta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give up (puesta)</source>
        <translation>Aufgeben (Puesta)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hint: {0}</source>
        <translation>Tipp: {0}</translation>
    </message>
</context>
<context>
    <name>OmbreTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/games/ombre/history.py" line="+67"/>
        <source>Entrada</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tourné</source>
        <translation>Tourné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alliance</source>
        <translation>Allianz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vole</source>
        <translation>Vole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gascarola</source>
        <translation>Gascarola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrabola</source>
        <translation>Contrabola</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>sacada (ombre wins)</source>
        <translation>Sacada (der Spieler gewinnt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puesta (ombre loses)</source>
        <translation>Puesta (der Spieler verliert)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>codille (a defender wins)</source>
        <translation>Codille (ein Gegenspieler gewinnt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drawn</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Ombre</source>
        <translation>L’Hombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre (eldest leads)</source>
        <translation>L’Hombre (Vorhand spielt aus)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadrille</source>
        <translation>Quadrille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quintille</source>
        <translation>Quintille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-handed Ombre</source>
        <translation>L’Hombre zu zweit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre for four</source>
        <translation>L’Hombre zu viert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom rules</source>
        <translation>Eigene Regeln</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Deals</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Deal {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals played</source>
        <translation>Gespielte Runden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips</source>
        <translation>Marken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average chips won per deal</source>
        <translation>Durchschnittlich gewonnene Marken pro Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips/deal</source>
        <translation>Marken/Runde</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+36"/>
        <source>Contracts</source>
        <translation>Spiele als Hombre</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Your contracts as ombre: won / played</source>
        <translation>Deine Spiele als Hombre: gewonnen / gespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codilles</source>
        <translation>Codilles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals of the match the ombre lost by codille</source>
        <translation>Runden der Partie, die der Hombre durch Codille verlor</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+35"/>
        <source>Chips won</source>
        <translation>Gewonnene Marken</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>The chips you won (or lost) in the match</source>
        <translation>Die Marken, die du in der Partie gewonnen (oder verloren) hast</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+85"/>
        <source>Thrown in: everyone passed.</source>
        <translation>Eingeworfen: alle haben gepasst.</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>You played {1} in {2}: {3}.</source>
        <translation>Du spieltest {1} in {2}: {3}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} played {1} in {2}: {3}.</source>
        <translation>{0} spielte {1} in {2}: {3}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You won the codille.</source>
        <translation>Du gewannst die Codille.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} won the codille.</source>
        <translation>{0} gewann die Codille.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the ombre: who played the contract of that deal</source>
        <translation>der Hombre: wer in dieser Runde gespielt hat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Contracts played</source>
        <translation>Gespielte Spiele als Hombre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contracts won</source>
        <translation>Gewonnene Spiele als Hombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won as ombre</source>
        <translation>Als Hombre gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codilles won</source>
        <translation>Gewonnene Codilles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codilles suffered</source>
        <translation>Erlittene Codilles</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Contracts as ombre</source>
        <translation>Spiele als Hombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Ombre: {0}</source>
        <translation>Hombre: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trump {0}</source>
        <translation>Trumpf {0}</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+44"/>
        <source>Pot: {0}</source>
        <translation>Kasse: {0}</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Trick {0}</source>
        <translation>Stich {0}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Deal {0} is over: {1}.</source>
        <translation>Runde {0} ist vorbei: {1}.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{0} wins trick {1}.</source>
        <translation>{0} gewinnt Stich {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win trick {1}.</source>
        <translation>Du gewinnst Stich {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} bids {1}.</source>
        <translation>{0} bietet {1}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You bid {1}.</source>
        <translation>Du bietest {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} passes.</source>
        <translation>{0} passt.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You pass.</source>
        <translation>Du passt.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You exchange %n card(s).</source>
        <translation>
            <numerusform>Du tauschst %n Karte.</numerusform>
            <numerusform>Du tauschst %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} exchanges %n card(s).</source>
        <translation>
            <numerusform>{0} tauscht %n Karte.</numerusform>
            <numerusform>{0} tauscht %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} names trump: {1}.</source>
        <translation>{0} sagt Trumpf an: {1}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You name trump: {1}.</source>
        <translation>Du sagst Trumpf an: {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} calls the {1}.</source>
        <translation>{0} ruft {1}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You call the {1}.</source>
        <translation>Du rufst {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} plays the {1}.</source>
        <translation>{0} spielt {1}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You play the {1}.</source>
        <translation>Du spielst {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You go on for the vole.</source>
        <translation>Du spielst weiter auf Vole.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} goes on for the vole.</source>
        <translation>{0} spielt weiter auf Vole.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stop after the primeras.</source>
        <translation>Du hörst nach den Primeras auf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} stops after the primeras.</source>
        <translation>{0} hört nach den Primeras auf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} gives up.</source>
        <translation>{0} gibt auf.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You give up.</source>
        <translation>Du gibst auf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take over as ombre.</source>
        <translation>Du übernimmst als Hombre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} takes over as ombre.</source>
        <translation>{0} übernimmt als Hombre.</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/options.py" line="+163"/>
        <source>French suits (as played in Denmark)</source>
        <translation>Französische Farben (wie in Dänemark)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spanish suits (oros, copas, espadas, bastos)</source>
        <translation>Spanische Farben (Oros, Copas, Espadas, Bastos)</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Choose a card deck folder</source>
        <translation>Ordner mit einem Kartendeck wählen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 %</source>
        <comment>volume percent</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant (no animation)</source>
        <translation>Sofort (ohne Animation)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Classic red</source>
        <translation>Klassisch rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic blue</source>
        <translation>Klassisch blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green heart</source>
        <translation>Grünes Herz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Art deco</source>
        <translation>Art déco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guilloché</source>
        <translation>Guilloché</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Options</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation speed:</source>
        <translation>Animationstempo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the score sheet after each hand</source>
        <translation>Nach jeder Runde die Punkteliste zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the melds on the table until I click or press Space</source>
        <translation>Meldungen auf dem Tisch lassen, bis ich klicke oder die Leertaste drücke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off: the melds go back to the hands after a few seconds.</source>
        <translation>Aus: Die Meldungen gehen nach ein paar Sekunden auf die Hand zurück.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review each of my hands in the background</source>
        <translation>Jede meiner Runden im Hintergrund analysieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach looks at every hand you play as it ends, so “Review this hand” shows it at once.</source>
        <translation>Der Coach sieht sich jede Runde an, sobald sie endet, so zeigt „Runde analysieren“ sie sofort.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card back:</source>
        <translation>Kartenrückseite:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card faces:</source>
        <translation>Kartenbilder:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Built-in deck (Hearts Classic)</source>
        <translation>Eingebautes Deck (Hearts Classic)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KDE card deck folder:</source>
        <translation>KDE-Kartendeck-Ordner:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A folder with index.desktop and an SVG</source>
        <translation>Ein Ordner mit index.desktop und einem SVG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre&apos;s cards:</source>
        <translation>Karten für L&apos;Hombre:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound</source>
        <translation>Klang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play sounds</source>
        <translation>Klänge abspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume:</source>
        <translation>Lautstärke:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>PassChoiceDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/choices.py" line="+19"/>
        <source>No passing: keep your cards</source>
        <translation>Kein Tausch: Karten behalten</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n cards to the left</source>
        <translation>
            <numerusform>%n Karte nach links</numerusform>
            <numerusform>%n Karten nach links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards to the right</source>
        <translation>
            <numerusform>%n Karte nach rechts</numerusform>
            <numerusform>%n Karten nach rechts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards across</source>
        <translation>
            <numerusform>%n Karte nach gegenüber</numerusform>
            <numerusform>%n Karten nach gegenüber</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards to the player {0} seats to the left</source>
        <translation>
            <numerusform>%n Karte an den Spieler {0} Plätze weiter links</numerusform>
            <numerusform>%n Karten an den Spieler {0} Plätze weiter links</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass {0}</source>
        <translation>Tauschen: {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealer&apos;s choice</source>
        <translation>Der Geber entscheidet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are the dealer. How will everyone pass this deal?</source>
        <translation>Du bist der Geber. Wie tauschen alle in dieser Runde?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <location filename="../hearts_desktop/ui/persistence.py" line="-12"/>
        <source>Hearts Desktop is already running with the data folder {0}{1}. Close it first: two programs writing the same saved games and history could damage them.</source>
        <translation>Hearts Desktop läuft bereits mit dem Datenordner {0}{1}. Beende es zuerst: Wenn zwei Programme dieselben gespeicherten Spiele und denselben Verlauf schreiben, können sie diese beschädigen.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source> (process {0})</source>
        <translation> (Prozess {0})</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Hearts Desktop cannot lock its data folder {0}; it would not be able to keep your saved games safe. Check that the folder is writable.</source>
        <translation>Hearts Desktop kann seinen Datenordner {0} nicht sperren und deine gespeicherten Spiele deshalb nicht sicher aufbewahren. Prüfe, ob der Ordner beschreibbar ist.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+478"/>
        <source>Hearts Desktop</source>
        <translation>Hearts Desktop</translation>
    </message>
    <message>
        <location line="-354"/>
        <source>The match history cannot be opened ({0}); matches of this session are not kept.</source>
        <translation>Der Verlauf kann nicht geöffnet werden ({0}); die Partien dieser Sitzung werden nicht aufbewahrt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match history could not be read and a new one was started; the damaged file was kept as {0}.</source>
        <translation>Der Verlauf konnte nicht gelesen werden, deshalb wurde ein neuer angelegt; die beschädigte Datei wurde als {0} aufbewahrt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>its journal (history.sqlite3-wal) was damaged, so the last matches recorded may be missing</source>
        <translation>ihr Journal (history.sqlite3-wal) war beschädigt, daher fehlen vielleicht die zuletzt aufgezeichneten Partien</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n damaged match(es) were rebuilt from their records</source>
        <translation>
            <numerusform>%n beschädigte Partie wurde aus ihrer Aufzeichnung wiederhergestellt</numerusform>
            <numerusform>%n beschädigte Partien wurden aus ihren Aufzeichnungen wiederhergestellt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n match(es) could not be read and were left out</source>
        <translation>
            <numerusform>%n Partie konnte nicht gelesen werden und wurde ausgelassen</numerusform>
            <numerusform>%n Partien konnten nicht gelesen werden und wurden ausgelassen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source> The file as it was is kept as {0}.</source>
        <translation> Die Datei im alten Zustand ist als {0} aufbewahrt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match history was damaged: {0}.</source>
        <translation>Der Partienverlauf war beschädigt: {0}.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Your saved game could not be continued, so a new game begins; the file was kept as {0}.</source>
        <translation>Dein gespeichertes Spiel konnte nicht fortgesetzt werden, deshalb beginnt ein neues Spiel; die Datei wurde als {0} aufbewahrt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your saved game was resumed.</source>
        <translation>Dein gespeichertes Spiel wird fortgesetzt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your saved game could not be read, so a new game begins; the damaged file was kept as {0}.</source>
        <translation>Dein gespeichertes Spiel konnte nicht gelesen werden, deshalb beginnt ein neues Spiel; die beschädigte Datei wurde als {0} aufbewahrt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved game cannot be read ({0}); a new game begins.</source>
        <translation>Dein gespeichertes Spiel kann nicht gelesen werden ({0}); ein neues Spiel beginnt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved game was damaged in part and was mended to go on ({0}); the file as it was is kept as {1}.</source>
        <translation>Dein gespeichertes Spiel war teilweise beschädigt und wurde zum Weiterspielen repariert ({0}); die Datei im alten Zustand ist als {1} aufbewahrt.</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>The game cannot be saved in {0}: {1}</source>
        <translation>Das Spiel kann nicht in {0} gespeichert werden: {1}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The match could not be added to the history: {0}. It is kept and will be added as soon as the history can take it.</source>
        <translation>Die Partie konnte nicht in den Verlauf aufgenommen werden: {0}. Sie wird aufbewahrt und aufgenommen, sobald der Verlauf es zulässt.</translation>
    </message>
</context>
<context>
    <name>Pinochle</name>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/input.py" line="+103"/>
        <source>Concede the hand</source>
        <translation>Runde abgeben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your call: bid or pass.</source>
        <translation>Du bist dran: reizen oder passen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won the auction: name trump.</source>
        <translation>Du hast das Reizen gewonnen: sag Trumpf an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose 4 cards to give your partner, then press “{0}”.</source>
        <translation>Wähle 4 Karten für deinen Partner und drücke dann „{0}“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose 4 cards to give back to your partner, then press “{0}”.</source>
        <translation>Wähle 4 Karten, die du deinem Partner zurückgibst, und drücke dann „{0}“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lead the first card, or concede the hand if the contract cannot be made.</source>
        <translation>Spiel die erste Karte aus – oder gib die Runde ab, wenn das Gebot nicht zu schaffen ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: play a card.</source>
        <translation>Du bist dran: spiel eine Karte.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your bid</source>
        <translation>Dein Gebot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No bid yet; the lowest bid is {0}.</source>
        <translation>Noch kein Gebot; das niedrigste Gebot ist {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High bid: {0} by {1}.</source>
        <translation>Höchstes Gebot: {0} von {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your best meld: {0} with {1} {2} trump.</source>
        <translation>Deine beste Meldung: {0} mit {1} {2} als Trumpf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You hold no meld.</source>
        <translation>Du hast keine Meldung.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>jump</source>
        <translation>Sprung</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../hearts_desktop/ui/games/pinochle/labels.py" line="+147"/>
        <source>Pass with help</source>
        <translation>Passen mit Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I can help my partner</source>
        <translation>Ich kann meinem Partner helfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/pinochle/labels.py" line="+0"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>final for this hand</source>
        <translation>gilt für diese Runde</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name trump</source>
        <translation>Trumpf ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your contract is {0}. Your partner will give you 4 cards.</source>
        <translation>Dein Gebot ist {0}. Dein Partner gibt dir 4 Karten.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>meld {0}, %n card(s)</source>
        <translation>
            <numerusform>Meldung {0}, %n Karte</numerusform>
            <numerusform>Meldung {0}, %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>You have chosen %n cards; click one to put it back.</source>
        <translation>
            <numerusform>Du hast %n Karte gewählt; klick sie an, um sie zurückzulegen.</numerusform>
            <numerusform>Du hast %n Karten gewählt; klick eine an, um sie zurückzulegen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Choose %n more.</source>
        <translation>
            <numerusform>Wähle noch %n.</numerusform>
            <numerusform>Wähle noch %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ready: press “{0}”.</source>
        <translation>Fertig: drück „{0}“.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No hint is available right now.</source>
        <translation>Gerade ist kein Tipp verfügbar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>play the {0}</source>
        <translation>die {0} spielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>give {0}</source>
        <translation>{0} geben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid {0}</source>
        <translation>{0} reizen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>name {0} trump</source>
        <translation>{0} als Trumpf ansagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass with help</source>
        <translation>mit Hilfe passen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concede the hand</source>
        <translation>die Runde abgeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {0}.</source>
        <translation>Tipp: {0}.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/labels.py" line="-108"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A</source>
        <comment>rank: ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>K</source>
        <comment>rank: king</comment>
        <translation>K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q</source>
        <comment>rank: queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>J</source>
        <comment>rank: jack</comment>
        <translation>B</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{rank} of {suit}</source>
        <comment>a card</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run</source>
        <translation>Familie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double run</source>
        <translation>Doppelte Familie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple run</source>
        <translation>Dreifache Familie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadruple run</source>
        <translation>Vierfache Familie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Royal marriage</source>
        <translation>Trumpfpaar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marriage</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dix</source>
        <translation>Dix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces around</source>
        <translation>Vier Asse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double aces</source>
        <translation>Acht Asse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple aces</source>
        <translation>Zwölf Asse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadruple aces</source>
        <translation>Sechzehn Asse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings around</source>
        <translation>Vier Könige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double kings</source>
        <translation>Acht Könige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple kings</source>
        <translation>Zwölf Könige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadruple kings</source>
        <translation>Sechzehn Könige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queens around</source>
        <translation>Vier Damen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double queens</source>
        <translation>Acht Damen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple queens</source>
        <translation>Zwölf Damen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadruple queens</source>
        <translation>Sechzehn Damen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jacks around</source>
        <translation>Vier Buben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double jacks</source>
        <translation>Acht Buben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple jacks</source>
        <translation>Zwölf Buben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadruple jacks</source>
        <translation>Sechzehn Buben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pinochle</source>
        <comment>meld: Q♠ and J♦</comment>
        <translation>Binokel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double pinochle</source>
        <translation>Doppelbinokel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple pinochle</source>
        <translation>Dreifachbinokel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadruple pinochle</source>
        <translation>Vierfachbinokel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roundhouse</source>
        <translation>Rundgang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double roundhouse</source>
        <translation>Doppelter Rundgang</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Meld {0}</source>
        <translation>Meldung {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No meld</source>
        <translation>Keine Meldung</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bid {0}</source>
        <translation>Gebot {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Made</source>
        <translation>Geschafft</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set</source>
        <translation>Abgegangen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conceded</source>
        <translation>Abgegeben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0} &amp; {1}</source>
        <comment>team of two partners</comment>
        <translation>{0} &amp; {1}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You and {0} win the game!</source>
        <translation>Du und {0} gewinnt die Partie!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} win the game!</source>
        <translation>{0} gewinnen die Partie!</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pinochle (small scale)</source>
        <translation>Pinochle (kleine Zählung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pinochle ×10</source>
        <translation>Pinochle ×10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-deck Pinochle</source>
        <translation>Pinochle mit Doppelblatt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom rules</source>
        <translation>Eigene Regeln</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>this card</source>
        <translation>diese Karte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You must follow suit: play {0} while you have any.</source>
        <translation>Du musst Farbe bekennen: spiel {0}, solange du welche hast.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must head the trick: beat the {0} with {1}.</source>
        <translation>Du musst höher bedienen: schlag die {0} mit {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have no {0}: you must play a trump.</source>
        <translation>Du hast kein {0}: du musst Trumpf spielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>card of the suit led</source>
        <translation>Karte der ausgespielten Farbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must overtrump the {0}: play {1}.</source>
        <translation>Du musst übertrumpfen: schlag die {0} mit {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your bid must be at least {0}.</source>
        <translation>Dein Gebot muss mindestens {0} sein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No bid may be higher than {0}: no team can score more in a hand.</source>
        <translation>Kein Gebot darf höher als {0} sein: Kein Team kann in einer Runde mehr Punkte erzielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is not a bid under these rules; the next bid above is {1}.</source>
        <translation>{0} ist nach diesen Regeln kein Gebot; das nächste Gebot darüber ist {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first bidder may not pass: bid at least {0}.</source>
        <translation>Der erste Spieler darf nicht passen: reiz mindestens {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have passed: a pass is final.</source>
        <translation>Du hast gepasst: Passen ist endgültig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules have no pass with help.</source>
        <translation>Diese Regeln kennen kein Passen mit Hilfe.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Choose exactly %n cards to give.</source>
        <translation>
            <numerusform>Wähle genau %n Karte zum Geben.</numerusform>
            <numerusform>Wähle genau %n Karten zum Geben.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the declarer and their partner exchange cards.</source>
        <translation>Nur der Alleinspieler und sein Partner tauschen Karten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand can be conceded only before the first card is led.</source>
        <translation>Die Runde kann man nur vor dem ersten Ausspiel abgeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please wait: it is not your turn.</source>
        <translation>Bitte warten: du bist nicht dran.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {0} is not in your hand.</source>
        <translation>Die {0} ist nicht in deiner Hand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same card was chosen twice.</source>
        <translation>Dieselbe Karte wurde zweimal gewählt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/presentation.py" line="+70"/>
        <source>Pinochle</source>
        <translation>Pinochle</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_form.py" line="-136"/>
        <source>“Pass with help” may be called</source>
        <translation>„Passen mit Hilfe“ ist erlaubt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first bidder must bid (no stuck dealer)</source>
        <translation>Der erste Spieler muss reizen (kein Zwangsgebot des Gebers)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No extra marriage beside a run (run + K + Q = 19)</source>
        <translation>Kein zusätzliches Paar neben der Familie (Familie + K + D = 19)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roundhouse: K and Q of every suit</source>
        <translation>Rundgang: K und D in jeder Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every value times ten (run 150, minimum bid 250)</source>
        <translation>Alle Werte mal zehn (Familie 150, Mindestgebot 250)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump even when you cannot overtrump</source>
        <translation>Auch Trumpf spielen, wenn man nicht übertrumpfen kann</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double deck: 80 cards, 20 each</source>
        <translation>Doppelblatt: 80 Karten, 20 für jeden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The declaring team must take a trick to keep its meld</source>
        <translation>Die Spielerpartei muss einen Stich machen, um ihre Meldung zu behalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A set team also loses its meld</source>
        <translation>Eine abgegangene Partei verliert auch ihre Meldung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Always beat the winning card if you can</source>
        <translation>Immer die höchste Karte schlagen, wenn möglich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat it only when trumps are led</source>
        <translation>Nur schlagen, wenn Trumpf ausgespielt ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never: follow suit, else trump</source>
        <translation>Nie: Farbe bekennen, sonst Trumpf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Raise by 1</source>
        <translation>Um 1 erhöhen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By 1, then by 5 from 60</source>
        <translation>Um 1, ab 60 um 5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All the hand&apos;s counters</source>
        <translation>Alle Augen der Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counters they took</source>
        <translation>Die Augen, die sie gemacht haben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four players, partners opposite, 48 cards. Minimum bid 25, game to 150 on the small scale (run 15, counters 1).</source>
        <translation>Vier Spieler, Partner gegenüber, 48 Karten. Mindestgebot 25, Partie bis 150 in kleiner Zählung (Familie 15, Augen 1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game on the classic scale: counters 10, run 150, minimum bid 250, game to 1500.</source>
        <translation>Dasselbe Spiel in klassischer Zählung: Augen 10, Familie 150, Mindestgebot 250, Partie bis 1500.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>80 cards without nines, 20 each. Minimum bid 50, 50 counters a hand, game to 500.</source>
        <translation>80 Karten ohne Neunen, 20 für jeden. Mindestgebot 50, 50 Augen pro Runde, Partie bis 500.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of the options.</source>
        <translation>Deine eigene Zusammenstellung der Optionen.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Choose a game target, a number of deals, or both.</source>
        <translation>Wähle ein Ziel für die Partie, eine Anzahl Runden oder beides.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The roundhouse is played with a single deck only.</source>
        <translation>Den Rundgang gibt es nur mit einem einfachen Blatt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These rules cannot be played: {0}</source>
        <translation>Mit diesen Regeln kann nicht gespielt werden: {0}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Minimum bid:</source>
        <translation>Mindestgebot:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bids go:</source>
        <translation>Gebote steigen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heading the trick:</source>
        <translation>Stechpflicht:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the declarers are set, the defenders score:</source>
        <translation>Geht die Spielerpartei ab, bekommen die Gegner:</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_page.py" line="+69"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+412"/>
        <source>Auction</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_page.py" line="+32"/>
        <source>Play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meld and scoring</source>
        <translation>Melden und Zählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat 3 is your partner, opposite you; seats 2 and 4 play together against you.</source>
        <translation>Platz 3 ist dein Partner, dir gegenüber; Platz 2 und 4 spielen zusammen gegen euch.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_page.py" line="-60"/>
        <source>K Q of every suit</source>
        <translation>K D in jeder Farbe</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Players and cards</source>
        <translation>Spieler und Karten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four players in two partnerships; partners sit opposite. 80 cards: four of each A, 10, K, Q, J in every suit, 20 to each player, dealt 4 at a time.</source>
        <translation>Vier Spieler in zwei Parteien; Partner sitzen sich gegenüber. 80 Karten: je vier A, 10, K, D, B in jeder Farbe, 20 für jeden, zu je 4 gegeben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four players in two partnerships; partners sit opposite. 48 cards: two of each A, 10, K, Q, J, 9 in every suit, 12 to each player, dealt 3 at a time.</source>
        <translation>Vier Spieler in zwei Parteien; Partner sitzen sich gegenüber. 48 Karten: je zwei A, 10, K, D, B, 9 in jeder Farbe, 12 für jeden, zu je 3 gegeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards rank A 10 K Q J 9 in every suit. When two identical cards fall in one trick, the one played first wins. Aces, tens and kings are counters worth {0} each; the last trick is worth {1} more: {2} in every hand.</source>
        <translation>In jeder Farbe gilt A 10 K D B 9. Fallen zwei gleiche Karten in einen Stich, gewinnt die zuerst gespielte. Asse, Zehnen und Könige zählen je {0} Augen; der letzte Stich zählt {1} mehr: {2} in jeder Runde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The player left of the dealer speaks first. Bid at least {0}, and more than the bid before; a pass is final.</source>
        <translation>Der Spieler links vom Geber reizt zuerst. Reiz mindestens {0} und mehr als das Gebot davor; wer passt, ist draußen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bids go up by {0} below {1}, then in steps of {2}.</source>
        <translation>Gebote steigen unter {1} um {0}, danach in Schritten von {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first bidder must bid.</source>
        <translation>Der erste Spieler muss reizen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the first three players pass, the dealer is stuck with {0}.</source>
        <translation>Passen die ersten drei, muss der Geber {0} spielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“Pass with help” is a pass that tells the partner: I hold cards that will help you.</source>
        <translation>„Passen mit Hilfe“ ist ein Passen, das dem Partner sagt: Ich habe Karten, die dir helfen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trump, exchange and meld</source>
        <translation>Trumpf, Tausch und Meldung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner of the auction (the declarer) names trump. The partner then gives the declarer 4 cards face down, and the declarer gives 4 back. The defenders see only the backs.</source>
        <translation>Wer das Reizen gewinnt (der Alleinspieler), sagt Trumpf an. Sein Partner gibt ihm 4 Karten verdeckt, und der Alleinspieler gibt 4 zurück. Die Gegner sehen nur die Rückseiten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Then every player lays out their meld, starting with the declarer, and the cards go back to the hands. A card may serve in melds of different kinds.</source>
        <translation>Dann legt jeder, beginnend beim Alleinspieler, seine Meldung offen aus, und die Karten gehen zurück auf die Hand. Eine Karte darf in Meldungen verschiedener Art zählen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Before the first lead the declarer may concede: the declaring team loses the contract and the defenders score their meld and all counters.</source>
        <translation>Vor dem ersten Ausspiel darf der Alleinspieler abgeben: seine Partei verliert das Gebot, die Gegner bekommen ihre Meldung und alle Augen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The declarer leads to the first trick; the winner of a trick leads the next. You must follow suit.</source>
        <translation>Der Alleinspieler spielt zum ersten Stich aus; danach spielt aus, wer den Stich gemacht hat. Farbe muss bedient werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You must head the trick: beat the winning card if you can, in the suit led or, when you have none of it, with a higher trump.</source>
        <translation>Es herrscht Stichzwang: schlag die höchste Karte, wenn du kannst – in der ausgespielten Farbe oder, wenn du sie nicht hast, mit einem höheren Trumpf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You must beat the winning card only when trumps are led.</source>
        <translation>Die höchste Karte muss nur geschlagen werden, wenn Trumpf ausgespielt ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You never have to beat the winning card.</source>
        <translation>Die höchste Karte muss nie geschlagen werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With no card of the suit led you must play a trump if you have one.</source>
        <translation>Wer die ausgespielte Farbe nicht hat, muss Trumpf spielen, solange er welchen hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With no card of the suit led you must overtrump if you can; if you cannot, you may play any card.</source>
        <translation>Wer die ausgespielte Farbe nicht hat, muss übertrumpfen, wenn er kann; sonst darf er jede Karte spielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scoring</source>
        <translation>Zählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The declaring team makes its contract when its meld and counters reach the bid: it scores them all. Otherwise it is set and loses the bid.</source>
        <translation>Erreichen Meldung und Augen der Spielerpartei das Gebot, hat sie es geschafft und schreibt alles an. Sonst geht sie ab und verliert das Gebot.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A set team also loses its meld.</source>
        <translation>Eine abgegangene Partei verliert auch ihre Meldung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The declaring team keeps its meld only if it takes a trick.</source>
        <translation>Die Spielerpartei behält ihre Meldung nur, wenn sie einen Stich macht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The defenders score their meld and counters; when the declarers are set, they take all the counters.</source>
        <translation>Die Gegner schreiben ihre Meldung und ihre Augen an; geht die Spielerpartei ab, bekommen sie alle Augen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The defenders score their meld and the counters they took.</source>
        <translation>Die Gegner schreiben ihre Meldung und die Augen an, die sie gemacht haben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first team to reach {0} wins; if both reach it in the same hand, the declaring team wins.</source>
        <translation>Die Partei, die zuerst {0} erreicht, gewinnt; erreichen beide es in derselben Runde, gewinnt die Spielerpartei.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game ends after %n deal(s).</source>
        <translation>
            <numerusform>Die Partie endet nach %n Runde.</numerusform>
            <numerusform>Die Partie endet nach %n Runden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rules of Pinochle</source>
        <translation>Regeln von Pinochle</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/score_sheet.py" line="+69"/>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_page.py" line="-58"/>
        <location filename="../hearts_desktop/ui/games/pinochle/score_sheet.py" line="+1"/>
        <source>Meld</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/score_sheet.py" line="+0"/>
        <source>Counters</source>
        <translation>Augen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>Total</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A set or a concession gives the defenders every counter of the hand: “{0} → {1}” means they took {0} and score {1}.</source>
        <translation>Geht die Spielerpartei ab oder gibt sie auf, bekommen die Gegner alle Augen der Runde: „{0} → {1}“ heißt, sie haben {0} gemacht und schreiben {1}.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/presentation.py" line="+15"/>
        <location filename="../hearts_desktop/ui/games/pinochle/score_sheet.py" line="+12"/>
        <source>Hand {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/score_sheet.py" line="+50"/>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Final scores</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-33"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="-126"/>
        <source>{0} is stuck with the bid</source>
        <translation>{0} muss das Spiel übernehmen</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+1"/>
        <source>Everyone passed: the dealer plays {0}.</source>
        <translation>Alle haben gepasst: der Geber spielt {0}.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-16"/>
        <source>{0} gives {1} to you.</source>
        <translation>{0} gibt {1} an dich.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You give {1} to {2}.</source>
        <translation>Du gibst {1} an {2}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} gives {1} to {2}.</source>
        <translation>{0} gibt {1} an {2}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="-2"/>
        <source>You are stuck with the bid</source>
        <translation>Du musst das Spiel übernehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+3"/>
        <source>You win the auction</source>
        <translation>Du gewinnst das Reizen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+1"/>
        <source>{0} wins the auction</source>
        <translation>{0} gewinnt das Reizen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+1"/>
        <source>Contract: {0}</source>
        <translation>Gebot: {0}</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+12"/>
        <source>You concede</source>
        <translation>Du gibst ab</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="-9"/>
        <location line="+114"/>
        <source>Trump: {0} {1}</source>
        <translation>Trumpf: {0} {1}</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>Named by {0}</source>
        <translation>Angesagt von {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Named by you</source>
        <translation>Angesagt von dir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meld: {0} to {1}</source>
        <translation>Meldung: {0} zu {1}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+4"/>
        <source>{0} concedes</source>
        <translation>{0} gibt ab</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+1"/>
        <source>The declaring team loses its contract of {0}.</source>
        <translation>Die Spielerpartei verliert ihr Gebot von {0}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Contract made: {0}</source>
        <translation>Geschafft: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set! {0}</source>
        <translation>Abgegangen! {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conceded: {0}</source>
        <translation>Abgegeben: {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+2"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+1"/>
        <source>{0}: meld {1} + counters {2}, bid {3}</source>
        <translation>{0}: Meldung {1} + Augen {2}, Gebot {3}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+48"/>
        <source>Contract {0}: {1}</source>
        <translation>Gebot {0}: {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trump not named yet</source>
        <translation>Trumpf noch nicht angesagt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trump: {0}</source>
        <translation>Trumpf: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meld {0} + counters {1}</source>
        <translation>Meldung {0} + Augen {1}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Declarer {0}</source>
        <translation>Alleinspieler {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No trump yet</source>
        <translation>Noch kein Trumpf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Naming trump</source>
        <translation>Trumpf wird angesagt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partners exchange cards</source>
        <translation>Die Partner tauschen Karten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trick {0} of {1}</source>
        <translation>Stich {0} von {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand over</source>
        <translation>Runde vorbei</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give back 4</source>
        <translation>4 zurückgeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give 4 cards</source>
        <translation>4 Karten geben</translation>
    </message>
</context>
<context>
    <name>PinochleTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/history.py" line="-193"/>
        <source>made</source>
        <translation>geschafft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set</source>
        <translation>abgegangen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conceded</source>
        <translation>abgegeben</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Run</source>
        <translation>Familie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Royal marriage</source>
        <translation>Trumpfpaar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marriage</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dix</source>
        <translation>Dix</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+69"/>
        <source>Pinochle</source>
        <translation>Pinochle</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Roundhouse</source>
        <translation>Rundgang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double roundhouse</source>
        <translation>Doppelter Rundgang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces around</source>
        <translation>Vier Asse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings around</source>
        <translation>Vier Könige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queens around</source>
        <translation>Vier Damen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jacks around</source>
        <translation>Vier Buben</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Pinochle (×10 scale)</source>
        <translation>Pinochle (×10-Zählung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-deck Pinochle</source>
        <translation>Pinochle mit doppeltem Blatt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom rules</source>
        <translation>Eigene Regeln</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+44"/>
        <source>Contracts</source>
        <translation>Gebote</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Your team&apos;s contracts: made / played</source>
        <translation>Gebote deiner Partei: geschafft / gespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+45"/>
        <location line="+9"/>
        <source>Set</source>
        <translation>Abgegangen</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Your team&apos;s contracts that were set</source>
        <translation>Gebote deiner Partei, die abgegangen sind</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+43"/>
        <source>Average bid</source>
        <translation>Durchschnittliches Gebot</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Your team&apos;s average contract</source>
        <translation>Durchschnittliches Gebot deiner Partei</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+42"/>
        <source>Best meld</source>
        <translation>Beste Meldung</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Your best meld of the match</source>
        <translation>Deine beste Meldung der Partie</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You bid {1} in {2}: {3}.</source>
        <translation>Du spieltest {1} in {2}: {3}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} bid {1} in {2}: {3}.</source>
        <translation>{0} spielte {1} in {2}: {3}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Meld {0} – {1}, counters {2} – {3}.</source>
        <translation>Meldung {0} – {1}, Augen {2} – {3}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the declaring team: it won the auction in that hand</source>
        <translation>die Spielerpartei: sie hat in dieser Runde das Reizen gewonnen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Contracts played by your team</source>
        <translation>Gebote deiner Partei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contracts made</source>
        <translation>Geschaffte Gebote</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <source>Made</source>
        <translation>Geschafft</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Contracts set</source>
        <translation>Abgegangene Gebote</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your team&apos;s contracts</source>
        <translation>Gebote deiner Partei</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Contract {0}</source>
        <translation>Gebot {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declarer: {0}</source>
        <translation>Alleinspieler: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Meld {0}</source>
        <translation>Meldung {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bidding</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trick {0}</source>
        <translation>Stich {0}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid {0}</source>
        <translation>Gebot {0}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{0} wins trick {1} ({2} counters).</source>
        <translation>{0} gewinnt Stich {1} ({2} Augen).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win trick {1} ({2} counters).</source>
        <translation>Du gewinnst Stich {1} ({2} Augen).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hand {0}: {1} bid {2}, {3}; meld {4} – {5}, counters {6} – {7}.</source>
        <translation>Runde {0}: {1} spielte {2}, {3}; Meldung {4} – {5}, Augen {6} – {7}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand {0}: you bid {2}, {3}; meld {4} – {5}, counters {6} – {7}.</source>
        <translation>Runde {0}: Du spieltest {2}, {3}; Meldung {4} – {5}, Augen {6} – {7}.</translation>
    </message>
    <message>
        <location line="+20"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-15"/>
        <source>{0} melds {1}: {2}.</source>
        <translation>{0} meldet {1}: {2}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-1"/>
        <source>You meld {1}: {2}.</source>
        <translation>Du meldest {1}: {2}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-44"/>
        <source>{0} bids {1}.</source>
        <translation>{0} reizt {1}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-1"/>
        <source>You bid {1}.</source>
        <translation>Du reizt {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+3"/>
        <source>You pass with help.</source>
        <translation>Du passt mit Hilfe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+1"/>
        <source>{0} passes with help.</source>
        <translation>{0} passt mit Hilfe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+2"/>
        <source>{0} passes.</source>
        <translation>{0} passt.</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+0"/>
        <source>You pass.</source>
        <translation>Du passt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+2"/>
        <source>You name trump: {1}.</source>
        <translation>Du sagst Trumpf an: {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+1"/>
        <source>{0} names trump: {1}.</source>
        <translation>{0} sagt Trumpf an: {1}.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+8"/>
        <source>You pass %n card(s) to the partner.</source>
        <translation>
            <numerusform>Du gibst dem Partner %n Karte.</numerusform>
            <numerusform>Du gibst dem Partner %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+1"/>
        <source>{0} passes %n card(s) to the partner.</source>
        <translation>
            <numerusform>{0} gibt dem Partner %n Karte.</numerusform>
            <numerusform>{0} gibt dem Partner %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+11"/>
        <source>You concede the hand.</source>
        <translation>Du gibst die Runde ab.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+1"/>
        <source>{0} concedes the hand.</source>
        <translation>{0} gibt die Runde ab.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+3"/>
        <source>{0} plays the {1}.</source>
        <translation>{0} spielt {1}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-1"/>
        <source>You play the {1}.</source>
        <translation>Du spielst {1}.</translation>
    </message>
</context>
<context>
    <name>PlayByCodeDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/deal_code.py" line="-148"/>
        <source>Type or paste a deal code.</source>
        <translation>Gib den Code einer Runde ein oder füge ihn ein.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0}, {1}: deal {2} of match {3}, shared from seat {4}.</source>
        <translation>{0}, {1}: Runde {2} der Partie {3}, geteilt von Platz {4}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seat {0}</source>
        <translation>Platz {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {0} (the code&apos;s)</source>
        <translation>Platz {0} (der des Codes)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Play a deal by code</source>
        <translation>Runde per Code spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deal code names one deal of one match: the game, the rules and the cards. Type or paste the code someone shared; the same cards are dealt at a new table.</source>
        <translation>Ein Code benennt eine Runde einer Partie: das Spiel, die Regeln und die Karten. Gib den Code ein, den jemand geteilt hat, oder füge ihn ein; dieselben Karten werden an einem neuen Tisch gegeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Your seat:</source>
        <translation>&amp;Dein Platz:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;CPU players:</source>
        <translation>&amp;CPU-Spieler:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
</context>
<context>
    <name>PlayFromHereDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/play_from_here.py" line="+175"/>
        <source>Seat {0}:</source>
        <translation>Platz {0}:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat {0} ({1}):</source>
        <translation>Platz {0} ({1}):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As in the match ({0})</source>
        <translation>Wie in der Partie ({0})</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Play from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on from this moment ({0}) at the table. The match you play is kept in the history as a match of its own, linked to this one.</source>
        <translation>Von diesem Moment an ({0}) am Tisch weiterspielen. Die Partie, die du spielst, wird im Verlauf als eigene Partie gespeichert, mit dieser verknüpft.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Your seat:</source>
        <translation>&amp;Dein Platz:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU players:</source>
        <translation>CPU-Spieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play from here</source>
        <translation>Von hier &amp;weiterspielen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat {0}: yours in the match</source>
        <translation>Platz {0}: deiner in der Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {0}: {1}&apos;s</source>
        <translation>Platz {0}: von {1}</translation>
    </message>
</context>
<context>
    <name>Ratings</name>
    <message>
        <location filename="../hearts_desktop/ui/history/rating_tab.py" line="+29"/>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pinochle (partnerships)</source>
        <translation>Binokel (Partnerschaften)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre</source>
        <translation>L&apos;Hombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadrille</source>
        <translation>Quadrille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quintille</source>
        <translation>Quintille</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Rated match</source>
        <translation>Gewertete Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{0}: uncertainty</source>
        <translation>{0}: Unsicherheit</translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>{0} on {1}: {2} ± {3} after %n rated match(es)</source>
        <translation>
            <numerusform>{0} auf {1}: {2} ± {3} nach %n gewerteten Partie</numerusform>
            <numerusform>{0} auf {1}: {2} ± {3} nach %n gewerteten Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{0}: {1} ± {2} after %n rated match(es)</source>
        <translation>
            <numerusform>{0}: {1} ± {2} nach %n gewerteten Partie</numerusform>
            <numerusform>{0}: {1} ± {2} nach %n gewerteten Partien</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No rated match of this game yet. Play a quick match (Game &gt; Play online &gt; Quick match) and your rating, its uncertainty and its history appear here.</source>
        <translation>Noch keine gewertete Partie dieses Spiels. Spielen Sie eine schnelle Partie (Spiel &gt; Online spielen &gt; Schnelle Partie), dann erscheinen hier Ihre Wertung, ihre Unsicherheit und ihr Verlauf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A rating starts at 25; the uncertainty (±) shrinks as you play. Each server keeps its own ratings.</source>
        <translation>Eine Wertung beginnt bei 25; die Unsicherheit (±) wird kleiner, je mehr Sie spielen. Jeder Server führt seine eigenen Wertungen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some entries of your rating record could not be read and are not shown: {0}</source>
        <translation>Einige Einträge Ihrer Wertungsaufzeichnung konnten nicht gelesen werden und werden nicht gezeigt: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your rating</source>
        <translation>Ihre Wertung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chart of your rating after each rated match</source>
        <translation>Diagramm Ihrer Wertung nach jeder gewerteten Partie</translation>
    </message>
</context>
<context>
    <name>Reader</name>
    <message>
        <location filename="../hearts_desktop/ui/window_reader.py" line="+143"/>
        <source>&amp;Table as text</source>
        <translation>&amp;Tisch als Text</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table read as text beside it, for a screen reader: your hand by suit, the trick, the players, the contract</source>
        <translation>Der Tisch als Text daneben, für einen Bildschirmleser: deine Hand nach Farben, der Stich, die Spieler, der Kontrakt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table as text</source>
        <translation>Tisch als Text</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../hearts_desktop/ui/review/dialog.py" line="+295"/>
        <source>Reviewing your decisions…</source>
        <translation>Deine Entscheidungen werden geprüft …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The review was cancelled.</source>
        <translation>Die Analyse wurde abgebrochen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand could not be reviewed: {0}</source>
        <translation>Die Runde konnte nicht analysiert werden: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You made no decision in this hand.</source>
        <translation>Du hast in dieser Runde nichts entschieden.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>forced</source>
        <translation>erzwungen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your choice</source>
        <translation>Deine Wahl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best found</source>
        <translation>Beste gefunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected cost</source>
        <translation>Erwartete Kosten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Grade</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The choices, best first (your expected points for the rest of the hand):</source>
        <translation>Die Möglichkeiten, die beste zuerst (deine erwarteten Punkte für den Rest der Runde):</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Review: {0}</source>
        <translation>Analyse: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review of {0}</source>
        <translation>Analyse von {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With all cards shown (hindsight)</source>
        <translation>Mit allen Karten aufgedeckt (im Nachhinein)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge each decision knowing every hand, as if all cards were shown. This is not what you knew when you chose.</source>
        <translation>Jede Entscheidung mit Kenntnis aller Blätter dieser Runde beurteilen, als wären alle Karten aufgedeckt. So viel wusstest du beim Wählen nicht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With all cards shown: each decision is judged knowing every player&apos;s cards, which you did not know then.</source>
        <translation>Mit allen Karten aufgedeckt: Jede Entscheidung wird mit Kenntnis der Karten aller Spieler beurteilt, die du damals nicht kanntest.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each decision is judged only on what you knew then: the coach plays every choice out in many deals of the hidden cards consistent with it. The cost is in the game&apos;s own points, with its margin of error (±).</source>
        <translation>Jede Entscheidung wird nur nach dem beurteilt, was du damals wusstest: Der Coach spielt jede Möglichkeit in vielen dazu passenden Verteilungen der verdeckten Karten dieser Runde zu Ende. Die Kosten sind in den Punkten des Spiels, mit ihrer Fehlerspanne (±).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the review</source>
        <translation>Die Analyse anhalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review again</source>
        <translation>Erneut analysieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress of the review</source>
        <translation>Fortschritt der Analyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your decisions</source>
        <translation>Deine Entscheidungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table at the decision</source>
        <translation>Der Tisch bei der Entscheidung</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/review/runner.py" line="+82"/>
        <source>The review kept of this hand was damaged and was set aside; the hand is reviewed again.</source>
        <translation>Die gespeicherte Analyse dieser Runde war beschädigt und wurde beiseitegelegt; die Runde wird neu analysiert.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/review/table_coach.py" line="+48"/>
        <location line="+96"/>
        <source>Review this hand</source>
        <translation>Runde analysieren</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>The coach reviews your decisions of the last hand (F4)</source>
        <translation>Der Coach prüft deine Entscheidungen in der letzten Runde (F4)</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>There is no finished hand the coach can review.</source>
        <translation>Es gibt keine beendete Runde, die der Coach analysieren kann.</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>The coach reviewed {0}: {1} points lost to mistakes.</source>
        <translation>Der Coach hat {0} analysiert: {1} Punkte durch Fehler verloren.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/review/words.py" line="+31"/>
        <source>best</source>
        <translation>beste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>grober Fehler</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} ± {1}</source>
        <translation>{0} ± {1}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{0}. {1}: {2} ± {3}</source>
        <translation>{0}. {1}: {2} ± {3}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (your choice)</source>
        <translation>{0} (deine Wahl)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You had no other choice.</source>
        <translation>Du hattest keine andere Wahl.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} was the best choice found.</source>
        <translation>{0} war die beste gefundene Wahl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With {0} instead of {1} you did better in {2} of the deals consistent with what you knew ({3} points on average).</source>
        <translation>Mit {0} statt {1} hättest du in {2} der zu deinem Wissen passenden Kartenverteilungen dieser Runde besser abgeschnitten (im Mittel {3} Punkte).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In one of them, {0} then {1} and the hand ends at {2} for you; {3} then {4} and it ends at {5}.</source>
        <translation>In einer davon: {0}, dann {1}, und die Runde endet für dich bei {2}; {3}, dann {4}, und sie endet bei {5}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points lost to mistakes in this hand: {0}.</source>
        <translation>Durch Fehler verlorene Punkte in dieser Runde: {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>In the match: {0} over %n reviewed hand(s).</source>
        <translation>
            <numerusform>In der Partie: {0} über %n analysierte Runde.</numerusform>
            <numerusform>In der Partie: {0} über %n analysierte Runden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_page.py" line="+23"/>
        <source>Rules of Hearts: %1</source>
        <translation>Regeln von Hearts: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/score_sheet.py" line="+82"/>
        <source>Hand {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Final score sheet</source>
        <translation>Punkteliste – Endstand</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>leads the match (lowest score)</source>
        <translation>führt die Partie an (wenigste Punkte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot the moon</source>
        <translation>Durchmarsch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot the sun</source>
        <translation>alle Stiche</translation>
    </message>
</context>
<context>
    <name>ScoreSheetTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/games/score_sheet.py" line="+174"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{row}, {column}: {text}</source>
        <translation>{row}, {column}: {text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{row}, {column}</source>
        <translation>{row}, {column}</translation>
    </message>
</context>
<context>
    <name>SeeingGroup</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/options_sight.py" line="+109"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Largest ({0} %)</source>
        <translation>Am größten ({0} %)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Larger ({0} %)</source>
        <translation>Größer ({0} %)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every card and bid</source>
        <translation>Jede Karte und jedes Gebot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My turn and the results</source>
        <translation>Mein Zug und die Ergebnisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seeing</source>
        <translation>Sehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-colour deck</source>
        <translation>Vierfarbiges Blatt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four-colour deck: spades black, hearts red, diamonds blue, clubs green</source>
        <translation>Vierfarbiges Blatt: Pik schwarz, Herz rot, Karo blau, Kreuz grün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For the built-in French deck. The Spanish deck has four colours already, and its suits&apos; emblems in the corners.</source>
        <translation>Für das eingebaute französische Blatt. Das spanische Blatt hat schon vier Farben und die Zeichen seiner Farben in den Ecken.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High-contrast table</source>
        <translation>Tisch mit hohem Kontrast</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High-contrast table: black, white and yellow instead of the green felt</source>
        <translation>Tisch mit hohem Kontrast: Schwarz, Weiß und Gelb statt des grünen Filzes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outline and lift the cards you may play</source>
        <translation>Spielbare Karten umrahmen und anheben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark the cards you may play with an outline and a lift, not only by dimming the others</source>
        <translation>Spielbare Karten umrahmen und anheben, nicht nur die anderen abdunkeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card size:</source>
        <translation>Kartengröße:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As large as the window has room for; the other players&apos; cards keep their size.</source>
        <translation>So groß, wie das Fenster Platz hat; die Karten der anderen Spieler behalten ihre Größe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table as text</source>
        <translation>Tisch als Text</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table read as text beside it, for a screen reader (Ctrl+T)</source>
        <translation>Der Tisch als Text daneben, für einen Bildschirmleser (Strg+T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Screen reader says:</source>
        <translation>Bildschirmleser sagt:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What a screen reader is told as it happens: every card played and every bid, or only your turn, the tricks and the results</source>
        <translation>Was ein Bildschirmleser sofort erfährt: jede gespielte Karte und jedes Gebot, oder nur dein Zug, die Stiche und die Ergebnisse</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../hearts_desktop/ui/settings.py" line="+302"/>
        <source>Your settings file was too large to be read ({0} bytes); it was set aside as {1} and the default settings are used.</source>
        <translation>Deine Einstellungsdatei war zu groß zum Lesen ({0} Bytes); sie wurde als {1} beiseitegelegt, und die Standardeinstellungen werden verwendet.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>these settings were reset: {0}</source>
        <translation>diese Einstellungen wurden zurückgesetzt: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the parts that could not be read were dropped</source>
        <translation>die unlesbaren Teile wurden verworfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your settings file was damaged; {0}. The file as it was is kept as {1}.</source>
        <translation>Deine Einstellungsdatei war beschädigt; {0}. Die Datei im alten Zustand ist als {1} aufbewahrt.</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>The game setup remembered in your settings could not be read, so the default one is used; the settings file as it was is kept as {0}.</source>
        <translation>Die in deinen Einstellungen gespeicherte Spielaufstellung konnte nicht gelesen werden, daher wird die Standardaufstellung verwendet; die Einstellungsdatei im alten Zustand ist als {0} aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../hearts_desktop/ui/history/stats.py" line="+184"/>
        <source>Games played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+17"/>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Current winning streak</source>
        <translation>Aktuelle Gewinnserie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Longest winning streak</source>
        <translation>Längste Gewinnserie</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/game_history.py" line="-1"/>
        <source>Hands played</source>
        <translation>Gespielte Runden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average points per hand</source>
        <translation>Durchschnittliche Punkte pro Runde</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/history.py" line="+4"/>
        <source>Moons shot</source>
        <translation>Durchmärsche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moons suffered</source>
        <translation>Gegen dich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queen of Spades taken</source>
        <translation>Pik-Dame bekommen</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/stats.py" line="-8"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Won</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best streak</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/game_history.py" line="-1"/>
        <source>Hands</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points/hand</source>
        <translation>Punkte/Runde</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/history.py" line="+1"/>
        <source>Q♠ taken</source>
        <translation>Pik-Dame</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/stats.py" line="+11"/>
        <source>Win rate (%)</source>
        <translation>Gewinnquote (%)</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/history.py" line="+7"/>
        <source>Moons</source>
        <translation>Durchmärsche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shot</source>
        <translation>Geschafft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suffered</source>
        <translation>Erlitten</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/stats.py" line="+98"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No statistics yet.

Finish a game against the computer and your record (games won, streaks, points per hand, moons) appears here.</source>
        <translation>Noch keine Statistik.

Spiel eine Partie gegen den Computer zu Ende, dann erscheint hier deine Bilanz (gewonnene Partien, Serien, Punkte pro Runde, Durchmärsche).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By rules</source>
        <translation>Nach Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By opponent</source>
        <translation>Nach Gegner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points lost to mistakes</source>
        <translation>Durch Fehler verlorene Punkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deal of the day</source>
        <translation>Runde des Tages</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Days played</source>
        <translation>Gespielte Tage</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best place</source>
        <translation>Bester Platz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Days won</source>
        <translation>Gewonnene Tage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak (days in a row)</source>
        <translation>Aktuelle Serie (Tage in Folge)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest streak (days in a row)</source>
        <translation>Längste Serie (Tage in Folge)</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
</context>
<context>
    <name>TableReaderTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/table/reader.py" line="+64"/>
        <source>Table as text</source>
        <translation>Tisch als Text</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Up and Down move over the table; Enter or Space plays the card or presses the button you are on</source>
        <translation>Auf und Ab bewegen über den Tisch; Eingabe oder Leertaste spielt die Karte oder drückt den Knopf, auf dem du bist</translation>
    </message>
</context>
<context>
    <name>TableViewTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/table/view.py" line="+83"/>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left and Right choose a card of your hand; Space or Enter plays it</source>
        <translation>Links und Rechts wählen eine Karte deiner Hand, Leertaste oder Eingabe spielt sie</translation>
    </message>
</context>
</TS>
