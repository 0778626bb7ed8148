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
        <location filename="../hearts_desktop/ui/games/hearts/rules_page.py" line="+399"/>
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
        <translation>Das Spiel wie unter Windows: nach links, rechts, gegenüber tauschen, dann behalten; jede Herz-Karte 1 Punkt, die Pik-Dame 13; das Spiel endet, wenn jemand mehr als 100 Punkte hat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Always pass to the left; shooting the moon takes 26 points off your own score; any penalty card breaks hearts; the game ends at 100 points.</source>
        <translation>Immer nach links tauschen; ein Durchmarsch zieht 26 Punkte vom eigenen Stand ab; jede Strafkarte bricht Herz; das Spiel endet bei 100 Punkten.</translation>
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
        <translation>Herz zählt nach Augen (das Ass 14), die Pik-Dame 25; das Spiel endet bei 500.</translation>
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
        <location line="+22"/>
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
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="-19"/>
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
        <location line="+6"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location line="-8"/>
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
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ends after a deal in which someone&apos;s score is more than {target} away from zero (its size √(a² + b²)). The smallest size wins.</source>
        <translation>Das Spiel endet nach einer Runde, in der jemandes Stand mehr als {target} von null entfernt ist (sein Betrag √(a² + b²)). Der kleinste Betrag gewinnt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game ends after a deal in which someone has more than {target} points.</source>
        <translation>Das Spiel endet nach einer Runde, in der jemand mehr als {target} Punkte hat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ends after a deal in which someone has {target} points or more.</source>
        <translation>Das Spiel endet nach einer Runde, in der jemand {target} Punkte oder mehr hat.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game lasts at most %n deals.</source>
        <translation>
            <numerusform>Das Spiel dauert höchstens %n Runde.</numerusform>
            <numerusform>Das Spiel dauert höchstens %n Runden.</numerusform>
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
        <translation>Liegen die Wenigsten gleichauf, wird rundenweise weitergespielt, bis einer allein führt.</translation>
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
            <numerusform>Jeder Zug muss innerhalb von %n Sekunde gemacht werden. Läuft die Zeit ab, wird eine zufällige erlaubte Karte gespielt; beim zweiten Mal in einem Spiel übernimmt ein Computerspieler den Platz.</numerusform>
            <numerusform>Jeder Zug muss innerhalb von %n Sekunden gemacht werden. Läuft die Zeit ab, wird eine zufällige erlaubte Karte gespielt; beim zweiten Mal in einem Spiel übernimmt ein Computerspieler den Platz.</numerusform>
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
        <location filename="../hearts_desktop/ui/dialogs/options.py" line="+110"/>
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
        <location filename="../hearts_desktop/ui/games/hearts/replay.py" line="+175"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+7"/>
        <source>{0} shot the sun!</source>
        <translation>{0} hat alle Stiche!</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+0"/>
        <source>Every trick of the hand</source>
        <translation>Jeder Stich der Runde</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/replay.py" line="+1"/>
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
        <location line="+8"/>
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
        <location line="+4"/>
        <source>{0} takes the kitty</source>
        <translation>{0} bekommt die Kitty</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} takes the face-up cards</source>
        <translation>{0} bekommt die offenen Karten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time is up for {0}</source>
        <translation>Die Zeit für {0} ist abgelaufen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A computer player takes {0}&apos;s seat</source>
        <translation>Ein Computerspieler übernimmt den Platz von {0}</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>The Queen of Spades!</source>
        <translation>Die Pik-Dame!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>played by {0}</source>
        <translation>gespielt von {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/table/card_themes.py" line="+154"/>
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
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="-19"/>
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
        <location line="+49"/>
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
        <location line="-12"/>
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
        <location filename="../hearts_desktop/ui/table/scene.py" line="+474"/>
        <location line="+166"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/model.py" line="+83"/>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Abandoned</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scores</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your place</source>
        <translation>Dein Platz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moons</source>
        <translation>Durchm.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assisted</source>
        <translation>Mit Hilfe</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Undo, restart or hints were used</source>
        <translation>Zurücknehmen, Neustart oder Tipps wurden benutzt</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/replay.py" line="-13"/>
        <location line="+58"/>
        <location filename="../hearts_desktop/ui/history/replay.py" line="+367"/>
        <source>Hand {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Move {0} of {1}</source>
        <translation>Zug {0} von {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards are dealt.</source>
        <translation>Die Karten werden gegeben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+14"/>
        <source>{0} wins trick {1}.</source>
        <translation>{0} gewinnt Stich {1}.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Hand {0} is over.</source>
        <translation>Runde {0} ist vorbei.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game over.</source>
        <translation>Spiel vorbei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} plays the {1}.</source>
        <translation>{0} spielt {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The trick is set aside.</source>
        <translation>Der Stich wird beiseitegelegt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} chooses {1}.</source>
        <translation>{0} wählt {1}.</translation>
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
        <source>{0} chooses how the moon is scored: {1}.</source>
        <translation>{0} wählt die Wertung des Durchmarschs: {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} chooses the pass.</source>
        <translation>{0} legt den Tausch fest.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} runs out of time.</source>
        <translation>Die Zeit für {0} ist abgelaufen.</translation>
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
        <source>Next: {0}</source>
        <translation>Am Zug: {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/replay.py" line="-25"/>
        <source>Replay: {0}</source>
        <translation>Wiederholung: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>|◀ Start</source>
        <translation>|◀ Anfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start of the match (Ctrl+Home)</source>
        <translation>Anfang der Partie (Strg+Pos1)</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Hand:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores after each hand</source>
        <translation>Punktestand nach jeder Runde</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/about.py" line="+63"/>
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
        <source>Rules: written for this project from published rules of Hearts and its variants.</source>
        <translation>Regeln: für dieses Projekt nach veröffentlichten Regeln von Hearts und seinen Varianten geschrieben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Built with Qt %1 and PySide6 %2 on Python %3.</source>
        <translation>Erstellt mit Qt %1 und PySide6 %2 unter Python %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The classic card game of Hearts, with its many variants, against computer opponents.</source>
        <translation>Das klassische Kartenspiel Hearts mit seinen vielen Varianten, gegen Computergegner.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/game_over.py" line="+92"/>
        <location line="+11"/>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
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
        <location line="+4"/>
        <source>Assisted game (undo or restart was used)</source>
        <translation>Spiel mit Hilfe (Zurücknehmen oder Neustart benutzt)</translation>
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
        <location filename="../hearts_desktop/ui/history/menu.py" line="+101"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game history is not available.</source>
        <translation>Der Verlauf ist nicht verfügbar.</translation>
    </message>
    <message>
        <location line="+49"/>
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
    <name>HistoryWindow</name>
    <message>
        <location filename="../hearts_desktop/ui/history/window.py" line="+311"/>
        <location line="+9"/>
        <location line="+209"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>{0} matches shown</source>
        <translation>Angezeigte Partien: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No matches.</source>
        <translation>Keine Partien.</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+82"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>This match cannot be read: {0}</source>
        <translation>Diese Partie kann nicht gelesen werden: {0}</translation>
    </message>
    <message>
        <location line="+35"/>
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
    <name>MainWindow</name>
    <message>
        <location filename="../hearts_desktop/ui/main_window.py" line="+139"/>
        <source>The program runs without sound: the sound system (QtMultimedia) cannot be loaded.</source>
        <translation>Das Programm läuft ohne Ton: Das Tonsystem (QtMultimedia) kann nicht geladen werden.</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+143"/>
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
        <location line="+34"/>
        <source>Hand {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Assisted</source>
        <translation>Mit Hilfe</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/window_play.py" line="+156"/>
        <source>A new game begins.</source>
        <translation>Ein neues Spiel beginnt.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/input.py" line="+46"/>
        <source>Your turn: play a card.</source>
        <translation>Du bist dran: Spiel eine Karte.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Choose %n cards to pass, then press “{0}”.</source>
        <translation>
            <numerusform>Wähle %n Karte zum Weitergeben und drücke dann „{0}“.</numerusform>
            <numerusform>Wähle %n Karten zum Weitergeben und drücke dann „{0}“.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+63"/>
        <source>No hint is available right now.</source>
        <translation>Gerade ist kein Tipp verfügbar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hint: play the {0}.</source>
        <translation>Tipp: Spiel {0}.</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location filename="../hearts_desktop/ui/window_play.py" line="+44"/>
        <source>A computer player made an error; it played a random card. ({0})</source>
        <translation>Ein Computerspieler hatte einen Fehler; er hat eine zufällige Karte gespielt. ({0})</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Game over.</source>
        <translation>Spiel vorbei.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/hearts/input.py" line="-46"/>
        <source>You have chosen %n cards; click one to put it back.</source>
        <translation>
            <numerusform>Du hast %n Karte gewählt; klicke eine an, um sie zurückzulegen.</numerusform>
            <numerusform>Du hast %n Karten gewählt; klicke eine an, um sie zurückzulegen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
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
        <location line="+13"/>
        <source>Waiting for the others to pass…</source>
        <translation>Warte, bis die anderen getauscht haben…</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/main_window.py" line="+70"/>
        <location filename="../hearts_desktop/ui/games/hearts/presentation.py" line="+87"/>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/window_menus.py" line="+115"/>
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
</context>
<context>
    <name>MatchDetail</name>
    <message>
        <location filename="../hearts_desktop/ui/history/window.py" line="-398"/>
        <source>your place: {0}</source>
        <translation>dein Platz: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assisted</source>
        <translation>mit Hilfe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hand {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Running totals</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+7"/>
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
    <name>NewGameDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+367"/>
        <location line="+26"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/new_game.py" line="+219"/>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="-20"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+1"/>
        <source>Rules options</source>
        <translation>Regeloptionen</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/new_game.py" line="+3"/>
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
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+3"/>
        <source>End of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players at the table</source>
        <translation>Spieler am Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+11"/>
        <source> points</source>
        <translation> Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No limit</source>
        <translation>Keine Grenze</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+1"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed deals the same cards again. Leave empty for a new deal.</source>
        <translation>Dieselbe Nummer gibt wieder dieselben Karten. Leer lassen für ein neues Blatt.</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+11"/>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target score:</source>
        <translation>Zielpunktzahl:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game ends with:</source>
        <translation>Spielende bei:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of deals:</source>
        <translation>Anzahl Runden:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie for the lead:</source>
        <translation>Gleichstand an der Spitze:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number (seed):</source>
        <translation>Spielnummer (Seed):</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location filename="../hearts_desktop/ui/games/hearts/seats_form.py" line="+123"/>
        <source>You (human player)</source>
        <translation>Du (menschlicher Spieler)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+161"/>
        <source>The deal number must be at most %1.</source>
        <translation>Die Spielnummer darf höchstens %1 sein.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>These rules cannot be played: %1</source>
        <translation>Nach diesen Regeln kann nicht gespielt werden: %1</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/options.py" line="+230"/>
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
        <location line="+3"/>
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
        <location line="+2"/>
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
        <location filename="../hearts_desktop/ui/persistence.py" line="+95"/>
        <source>Hearts Desktop is already running with the data folder {0}{1}. Close it first: two programs writing the same saved games and history could damage them.</source>
        <translation>Hearts Desktop läuft bereits mit dem Datenordner {0}{1}. Beende es zuerst: Wenn zwei Programme dieselben gespeicherten Spiele und denselben Verlauf schreiben, können sie diese beschädigen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (process {0})</source>
        <translation> (Prozess {0})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts Desktop cannot lock its data folder {0}; it would not be able to keep your saved games safe. Check that the folder is writable.</source>
        <translation>Hearts Desktop kann seinen Datenordner {0} nicht sperren und deine gespeicherten Spiele deshalb nicht sicher aufbewahren. Prüfe, ob der Ordner beschreibbar ist.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+405"/>
        <source>Hearts Desktop</source>
        <translation>Hearts Desktop</translation>
    </message>
    <message>
        <location line="-325"/>
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
        <location line="+71"/>
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
        <location line="+141"/>
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
    <name>RulesDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_page.py" line="+45"/>
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/score_sheet.py" line="+127"/>
        <source>Hand {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scores</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../hearts_desktop/ui/settings.py" line="+268"/>
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
        <location filename="../hearts_desktop/ui/history/stats.py" line="+138"/>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <location line="+34"/>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Current winning streak</source>
        <translation>Aktuelle Gewinnserie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest winning streak</source>
        <translation>Längste Gewinnserie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hands played</source>
        <translation>Gespielte Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+45"/>
        <source>Average points per hand</source>
        <translation>Durchschnittliche Punkte pro Runde</translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+10"/>
        <source>Moons shot</source>
        <translation>Durchmärsche</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+10"/>
        <source>Moons suffered</source>
        <translation>Gegen dich</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Queen of Spades taken</source>
        <translation>Pik-Dame bekommen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points/hand</source>
        <translation>Punkte/Runde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Q♠ taken</source>
        <translation>Pik-Dame</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Win rate (%)</source>
        <translation>Gewinnquote (%)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moons</source>
        <translation>Durchmärsche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot</source>
        <translation>Geschafft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suffered</source>
        <translation>Erlitten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No statistics yet.

Finish a game against the computer and your record (games won, streaks, points per hand, moons) appears here.</source>
        <translation>Noch keine Statistik.

Spiel ein Spiel gegen den Computer zu Ende, dann erscheint hier deine Bilanz (gewonnene Spiele, Serien, Punkte pro Runde, Durchmärsche).</translation>
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
        <location line="+1"/>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
</context>
</TS>
