<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name></name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/messages.py" line="+29"/>
        <source>the led suit</source>
        <translation>リードされたスート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must follow suit: play {0} while you have any.</source>
        <translation>マストフォローです：{0}を持っている間はそれを出してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts are not broken yet: you may not lead a heart.</source>
        <translation>ハートはまだブレークしていません：ハートをリードできません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No penalty cards on the first trick: {0} may not be played now.</source>
        <translation>最初のトリックではペナルティ・カードを出せません：今は{0}を出せません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this card</source>
        <translation>このカード</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first trick must be led with the {0}.</source>
        <translation>最初のトリックは{0}でリードしなければなりません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lowest club</source>
        <translation>いちばん小さいクラブ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not your turn.</source>
        <translation>あなたの番ではありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in your hand.</source>
        <translation>そのカードは手札にありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not possible right now.</source>
        <translation>今はそれはできません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already passed your cards.</source>
        <translation>カードはもう渡しました。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Choose exactly %n cards to pass.</source>
        <translation>
            <numerusform>渡すカードをちょうど%n枚選んでください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the right number of cards to pass.</source>
        <translation>渡すカードを正しい枚数だけ選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} may not be passed under these rules.</source>
        <translation>このルールでは{0}を渡せません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This card</source>
        <translation>このカード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That way of passing is not allowed.</source>
        <translation>その渡し方は認められていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not one of the ways to score the moon.</source>
        <translation>シュート・ザ・ムーンの得点方法にそれはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That move is not allowed.</source>
        <translation>その手は出せません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It is your only choice.</source>
        <translation>出せるカードはこれだけです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get rid of the dangerous high spades.</source>
        <translation>危ない高いスペードを手放しましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass your high hearts.</source>
        <translation>高いハートを渡しましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass your highest cards.</source>
        <translation>いちばん高いカードを渡しましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty a suit so you can discard later.</source>
        <translation>スートを一つ切らしておけば、後でディスカードできます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the cards for shooting the moon.</source>
        <translation>シュート・ザ・ムーンのためにこのカードは残しておきましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A safe lead that is unlikely to take points.</source>
        <translation>マイナス点を取りにくい安全なリードです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead spades to flush out the Queen of Spades.</source>
        <translation>スペードをリードしてスペードのQをあぶり出しましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead hearts now that they are broken.</source>
        <translation>ハートがブレークしたので、ハートをリードしましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play under the winning card to avoid the trick.</source>
        <translation>勝っているカードより低いカードを出してトリックを避けましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take this trick: it holds no points.</source>
        <translation>このトリックは取りましょう：マイナス点がありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shed a high card while it is safe.</source>
        <translation>安全なうちに高いカードを捨てましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You will take this trick anyway: play your highest card.</source>
        <translation>どのみちこのトリックは取ります：いちばん高いカードを出しましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play low.</source>
        <translation>低いカードを出しましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the bonus card.</source>
        <translation>ボーナス・カードを取りましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the Queen of Spades on someone else.</source>
        <translation>スペードのQを他の人に押しつけましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard a high spade.</source>
        <translation>高いスペードをディスカードしましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard a penalty card.</source>
        <translation>ペナルティ・カードをディスカードしましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard your highest card.</source>
        <translation>いちばん高いカードをディスカードしましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a point to stop someone shooting the moon.</source>
        <translation>シュート・ザ・ムーンを止めるために1点取りましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go for the moon!</source>
        <translation>シュート・ザ・ムーンを狙いましょう！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The better way to score your moon.</source>
        <translation>シュート・ザ・ムーンの得点はこちらが有利です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A good way to pass this deal.</source>
        <translation>このディールに向いた渡し方です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat {0}</source>
        <translation>{0}番席</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+38"/>
        <source>Classic Hearts</source>
        <translation>クラシック・ハーツ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Lady</source>
        <translation>ブラック・レディ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/rules_page.py" line="+399"/>
        <source>Online rules</source>
        <translation>オンライン・ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online rules (tournament)</source>
        <translation>オンライン・ルール（トーナメント）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basic Hearts (no Queen of Spades)</source>
        <translation>基本ハーツ（スペードのQなし）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Omnibus Hearts</source>
        <translation>オムニバスハーツ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pink Lady</source>
        <translation>ピンクレディ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot Hearts</source>
        <translation>スポット・ハーツ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/rules_page.py" line="-11"/>
        <source>Complex Hearts</source>
        <translation>複素数ハーツ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of Clubs doubles</source>
        <translation>クラブの10で倍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kitty Hearts (3 players)</source>
        <translation>キティ・ハーツ（3人）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hi-Lo Joker Hearts (3 players)</source>
        <translation>ハイロー・ジョーカー・ハーツ（3人）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancellation Hearts (6-12 players)</source>
        <translation>キャンセレーション・ハーツ（6～12人）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom rules</source>
        <translation>カスタムルール</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game as on Windows: pass left, right, across, then keep; hearts 1 point each, the Queen of Spades 13; the game ends when someone has more than 100 points.</source>
        <translation>Windows版と同じゲーム：左隣り、右隣り、対面の順に渡し、次は交換なし。ハートは1枚1点、スペードのQは13点。誰かが100点を超えたら終了です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Always pass to the left; shooting the moon takes 26 points off your own score; any penalty card breaks hearts; the game ends at 100 points.</source>
        <translation>カードはいつも左隣りに渡します。シュート・ザ・ムーンは自分の得点から26点を引きます。どのペナルティ・カードでもハートがブレークし、100点で終了です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A fixed number of deals, a 15-second move timer, and taking every trick (the sun) counts double.</source>
        <translation>ディール数が決まっていて1手15秒の制限があり、全トリックを取る（シュート・ザ・サン）と得点が倍になります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The online rules with tournament scoring: plus and minus points, a bonus for the winner.</source>
        <translation>トーナメント得点のオンライン・ルール：プラス点とマイナス点があり、勝者にはボーナスがあります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only hearts count; the Queen of Spades is an ordinary card.</source>
        <translation>ハートだけが得点になります。スペードのQは普通のカードです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Jack of Diamonds takes 10 points off the score of whoever wins it.</source>
        <translation>ダイヤのJを取ったプレイヤーは得点から10点引かれます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As Omnibus, and the Queen of Hearts is worth 13 points too.</source>
        <translation>オムニバスと同じで、さらにハートのQも13点です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts count their pips (the ace 14), the Queen of Spades 25; the game ends at 500.</source>
        <translation>ハートは数字の点（Aは14点）、スペードのQは25点。500点で終了です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores are complex numbers: the Queen of Spades is worth 13i and the Ten of Clubs multiplies by 2i.</source>
        <translation>得点は複素数です：スペードのQは13i、クラブの10は2iを掛けます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Ten of Clubs doubles its winner&apos;s points for the deal; the Jack of Diamonds is worth -10.</source>
        <translation>クラブの10を取ったプレイヤーはそのディールの得点が倍になります。ダイヤのJは-10点です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three players, 17 cards each and one face-down card for the winner of the first trick.</source>
        <translation>3人で17枚ずつ。残り1枚は伏せておき、最初のトリックの勝者のものになります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three players with two jokers that count as hearts: the first joker played is the highest heart, the second the lowest.</source>
        <translation>ハートとして数えるジョーカー2枚を加えた3人用：最初に出たジョーカーが最強のハート、2枚目が最弱のハートです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Six or more players with two packs: identical cards in a trick cancel each other out.</source>
        <translation>トランプ2組で6人以上：同じトリックに出た同じカードは打ち消し合います。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of rules options.</source>
        <translation>ルールのオプションを自分で組み合わせます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Left, right, across, keep</source>
        <translation>左、右、対面、交換なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Always to the left</source>
        <translation>いつも左隣り</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+24"/>
        <location line="+22"/>
        <source>No passing</source>
        <translation>交換なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left, right, across, split, keep</source>
        <translation>左、右、対面、分割パス、交換なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="-19"/>
        <source>Dealer&apos;s choice</source>
        <translation>ディーラーが決める</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lowest club (2♣) leads</source>
        <translation>いちばん小さいクラブ（2♣）からリード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealer&apos;s left leads any card</source>
        <translation>ディーラーの左隣りが任意のカードでリード</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only when holding nothing but hearts</source>
        <translation>手札がハートだけのときのみ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When holding only penalty cards</source>
        <translation>手札がペナルティ・カードだけのとき</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>More than the target</source>
        <translation>目標点を超えたら</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target or more</source>
        <translation>目標点に達したら</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Joint winners</source>
        <translation>同点なら全員勝ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on until one player leads</source>
        <translation>単独首位が決まるまで続ける</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everyone else takes the points</source>
        <translation>他の全員が点を受け取る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooter subtracts the points</source>
        <translation>達成者が点を引く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Others take the points, shooter back to 0</source>
        <translation>他の全員が点を受け取り、達成者は0点に戻る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooter chooses</source>
        <translation>達成者が選ぶ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No moon</source>
        <translation>ムーンなし</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 point each</source>
        <translation>1枚1点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pips (ace 14)</source>
        <translation>数字の点（A 14）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pips (courts 10, ace 15)</source>
        <translation>数字の点（絵札10、A 15）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shooter chooses -M or +M to others</source>
        <translation>達成者が -M か他の人に +M を選ぶ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooter picks the signs of ±13±13i</source>
        <translation>達成者が ±13±13i の符号を選ぶ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winner of the first trick</source>
        <translation>最初のトリックの勝者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner of the first trick with points</source>
        <translation>マイナス点が出た最初のトリックの勝者</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Standard (low diamonds and clubs)</source>
        <translation>標準（小さいダイヤとクラブ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Korean (low spades first)</source>
        <translation>韓国式（小さいスペードから）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Easy</source>
        <translation>初級</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>中級</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>上級</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+9"/>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>J</source>
        <comment>rank</comment>
        <translation>J</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Q</source>
        <comment>rank</comment>
        <translation>Q</translation>
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
        <translation>スペードのQ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Hearts</source>
        <translation>ハートのQ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Diamonds</source>
        <translation>ダイヤのJ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of Diamonds</source>
        <translation>ダイヤの10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of Clubs</source>
        <translation>クラブの10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of Clubs</source>
        <translation>クラブの2</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_page.py" line="-262"/>
        <source>Players and cards</source>
        <translation>人数とカード</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>one pack of 52 cards</source>
        <translation>トランプ1組52枚</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n packs of 52 cards shuffled together</source>
        <translation>
            <numerusform>52枚のトランプ%n組を混ぜたもの</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n players each play for themselves with {pack}.</source>
        <translation>
            <numerusform>%n人が{pack}を使い、それぞれ自分のためにプレイします。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taken out of the pack so that the cards deal evenly: {cards}.</source>
        <translation>カードが均等に配れるよう、次のカードを抜きます：{cards}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two jokers are added; they count as hearts.</source>
        <translation>ジョーカー2枚を加えます。ジョーカーはハートとして数えます。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Everyone is dealt %n cards, one at a time, clockwise.</source>
        <translation>
            <numerusform>全員に時計回りに1枚ずつ、%n枚ずつ配ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n cards are laid aside face down as the kitty.</source>
        <translation>
            <numerusform>%n枚のカードを伏せてキティとして脇に置きます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The %n cards left over are laid face up in the middle.</source>
        <translation>
            <numerusform>残った%n枚のカードは表向きに中央に置きます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aces are high: A K Q J 10 … 2. There are no trumps.</source>
        <translation>Aが最強です：A K Q J 10 … 2。切り札はありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>split (one card to each other player)</source>
        <translation>分割パス（他の各プレイヤーに1枚ずつ）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep (no passing)</source>
        <translation>交換なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the left</source>
        <translation>左隣りへ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the right</source>
        <translation>右隣りへ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>across</source>
        <translation>対面へ</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>to the player %n seats to the left</source>
        <translation>
            <numerusform>左へ%n人目のプレイヤーへ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passing</source>
        <translation>カードの交換</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no passing: play starts right after the deal.</source>
        <translation>カードの交換はありません：配り終えたらすぐにプレイが始まります。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Before looking at their cards the dealer decides how cards are passed in this deal (to which players and how many), at most %n cards per player; everyone passes the same way.</source>
        <translation>
            <numerusform>ディーラーは自分の手札を見る前に、このディールでの渡し方（誰に何枚）を決めます。1人あたり最大%n枚で、全員が同じように渡します。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>After the deal everyone chooses %n cards and passes them face down, before looking at the cards they receive.</source>
        <translation>
            <numerusform>配り終えたら全員が%n枚を選んで裏向きに渡します。受け取ったカードを見るのは渡した後です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every deal: {direction}.</source>
        <translation>毎ディール：{direction}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The direction changes from deal to deal and then repeats:</source>
        <translation>渡す方向はディールごとに変わり、一巡すると繰り返します：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>These cards may never be passed: {cards}.</source>
        <translation>次のカードは渡せません：{cards}。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Playing the tricks</source>
        <translation>トリックのプレイ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The player holding the {card} leads it to the first trick.</source>
        <translation>{card}を持っているプレイヤーが、それで最初のトリックをリードします。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player to the dealer&apos;s left leads the first trick with any card allowed below.</source>
        <translation>ディーラーの左隣りのプレイヤーが、下のルールで許される任意のカードで最初のトリックをリードします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play goes clockwise. You must follow the suit that was led if you can; otherwise you may play any card.</source>
        <translation>プレイは時計回りです。リードされたスートを持っていれば必ずそれを出し（マストフォロー）、なければ任意のカードを出せます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The highest card of the suit led wins the trick, and its winner leads the next one.</source>
        <translation>リードされたスートでいちばん強いカードがトリックに勝ち、勝者が次のトリックをリードします。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the first trick nobody may play a penalty card (a heart or the Queen of Spades) unless they hold nothing else. Following suit comes first.</source>
        <translation>最初のトリックでは、他に出せるカードがない場合を除き、誰もペナルティ・カード（ハートかスペードのQ）を出せません。フォローが優先です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hearts are broken as soon as a heart or the Queen of Spades has been played.</source>
        <translation>ハートかスペードのQが一度出ると、ハートがブレークします。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts are broken as soon as a heart has been played.</source>
        <translation>ハートが一度出ると、ハートがブレークします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts may not be led until they are broken, unless you hold only hearts.</source>
        <translation>ハートはブレークするまでリードできません。ただし手札がハートだけなら例外です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts may not be led until they are broken, unless you hold only penalty cards.</source>
        <translation>ハートはブレークするまでリードできません。ただし手札がペナルティ・カードだけなら例外です。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every other heart</source>
        <translation>その他のハート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each heart</source>
        <translation>ハート1枚</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each joker</source>
        <translation>ジョーカー1枚</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scoring</source>
        <translation>得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points are bad: at the end of a deal everyone scores the cards in the tricks they won.</source>
        <translation>点数は少ないほど良い：ディールが終わると、各自が取ったトリックのカードの点数を受け取ります。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Every other card</source>
        <translation>その他のカード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Queen of Spades is an ordinary card in this game.</source>
        <translation>このゲームではスペードのQは普通のカードです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {card} is a bonus card: it lowers the score of whoever wins it, and it is not needed to shoot the moon.</source>
        <translation>{card}はボーナス・カードです：取ったプレイヤーの得点を減らし、シュート・ザ・ムーンには必要ありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whoever wins the Ten of Clubs has their points for the deal doubled (after the moon&apos;s own points, which are never doubled).</source>
        <translation>クラブの10を取ったプレイヤーは、そのディールの得点が倍になります（シュート・ザ・ムーン自体の点は倍になりません）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Penalty points in one deal: {total}.</source>
        <translation>1ディールのマイナス点の合計：{total}。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shooting the moon</source>
        <translation>シュート・ザ・ムーン</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no moon in this game: every card is scored as it was won.</source>
        <translation>このゲームにシュート・ザ・ムーンはありません：どのカードも取ったとおりに数えます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player who wins every penalty card in a deal has shot the moon.</source>
        <translation>1ディールでペナルティ・カードをすべて取ったプレイヤーは、シュート・ザ・ムーンを達成します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooter scores nothing for them; every other player scores {total} instead.</source>
        <translation>達成者は点を受け取らず、代わりに他の全員が{total}点を受け取ります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shooter subtracts {total} from their own score; the others score normally.</source>
        <translation>達成者は自分の得点から{total}点を引き、他の人は通常どおり得点します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other player scores {total}, and the shooter&apos;s total goes back to 0.</source>
        <translation>他の全員が{total}点を受け取り、達成者の合計は0点に戻ります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shooter chooses: subtract {total} from their own score, or add {total} to everyone else&apos;s.</source>
        <translation>達成者が選びます：自分の得点から{total}点を引くか、他の全員に{total}点を加えるか。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The shooter chooses: subtract M from their own score or add M to every other player&apos;s, where M = 13+13i (times 2i if the shooter also won the Ten of Clubs).</source>
        <translation>達成者が選びます：自分の得点からMを引くか、他の全員にMを加えるか。M = 13+13i（達成者がクラブの10も取っていれば2iを掛ける）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The shooter picks the signs of ±13±13i, and that number is added to every other player&apos;s score.</source>
        <translation>達成者が ±13±13i の符号を選び、その数を他の全員の得点に加えます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shooting the sun: a player who wins every trick scores the moon with double the points ({total}).</source>
        <translation>シュート・ザ・サン：全トリックを取ったプレイヤーは、倍の点数（{total}）でシュート・ザ・ムーンを達成します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End of the game</source>
        <translation>ゲームの終了</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ends after a deal in which someone&apos;s score is more than {target} away from zero (its size √(a² + b²)). The smallest size wins.</source>
        <translation>誰かの得点が0から{target}より離れたディールの後でゲームは終了します（大きさ √(a² + b²)）。大きさがいちばん小さい人の勝ちです。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game ends after a deal in which someone has more than {target} points.</source>
        <translation>誰かの得点が{target}点を超えたディールの後でゲームは終了します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ends after a deal in which someone has {target} points or more.</source>
        <translation>誰かの得点が{target}点以上になったディールの後でゲームは終了します。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game lasts at most %n deals.</source>
        <translation>
            <numerusform>ゲームは最大%nディールです。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player with the fewest points wins.</source>
        <translation>得点がいちばん少ないプレイヤーの勝ちです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players tied for the fewest points win together.</source>
        <translation>最少得点で並んだプレイヤーは全員勝ちです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the fewest points are tied, play goes on, a whole deal at a time, until one player leads alone.</source>
        <translation>最少得点が同点なら、単独首位が決まるまで1ディールずつ続けます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After each deal a total of exactly 50 goes back to 0, and exactly 100 goes back to 50.</source>
        <translation>各ディールの後、合計がちょうど50点なら0点に、ちょうど100点なら50点に戻ります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Kitty Hearts</source>
        <translation>キティ・ハーツ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winner of the first trick takes the kitty.</source>
        <translation>最初のトリックの勝者がキティを取ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winner of the first trick that contains a penalty card takes the kitty.</source>
        <translation>ペナルティ・カードが出た最初のトリックの勝者がキティを取ります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One card is dealt face down to the middle: the kitty.</source>
        <translation>1枚のカードを中央に伏せて置きます：これがキティです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only that player may look at it; its points count for them, also for the moon.</source>
        <translation>そのプレイヤーだけがキティを見られます。キティの点数はそのプレイヤーのものになり、シュート・ザ・ムーンにも数えます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hi-Lo Joker Hearts</source>
        <translation>ハイロー・ジョーカー・ハーツ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The two jokers are hearts for every purpose and are worth 1 point each.</source>
        <translation>ジョーカー2枚はあらゆる点でハートとして扱い、1枚1点です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first joker played in a deal is the highest heart, above the ace; the second is the lowest, below the two.</source>
        <translation>ディールで最初に出たジョーカーはAより強い最強のハート、2枚目は2より弱い最弱のハートです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Queen of Spades is worth {value}.</source>
        <translation>スペードのQは{value}点です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cancellation Hearts</source>
        <translation>キャンセレーション・ハーツ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two identical cards played to the same trick cancel each other: they cannot win the trick but still count their points.</source>
        <translation>同じトリックに出た同じカード2枚は打ち消し合います：トリックには勝てませんが、点数は数えます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With three packs, a third copy is live again.</source>
        <translation>トランプが3組なら、3枚目の同じカードは有効になります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If every card of the suit led is cancelled, nobody wins the trick: it is set aside for the winner of the next trick, and the same player leads again.</source>
        <translation>リードされたスートのカードがすべてキャンセルされたら、誰もトリックに勝ちません：そのトリックは次のトリックの勝者のものになり、同じプレイヤーがもう一度リードします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If that happens on the last trick, its leader takes it.</source>
        <translation>それが最後のトリックなら、リードしたプレイヤーが取ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner of the first trick also takes the face-up cards.</source>
        <translation>最初のトリックの勝者は表向きのカードも取ります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scores are complex numbers a+bi. Each heart is worth 1, the Queen of Spades 13i and the Jack of Diamonds -10.</source>
        <translation>得点は複素数 a+bi です。ハートは1枚1、スペードのQは13i、ダイヤのJは-10です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever wins the Ten of Clubs multiplies their deal score by 2i: the Queen of Spades with the Ten of Clubs is 13i × 2i = -26.</source>
        <translation>クラブの10を取ったプレイヤーはそのディールの得点に2iを掛けます：スペードのQとクラブの10を一緒に取ると 13i × 2i = -26 です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores add up as complex numbers; what counts at the end is their size.</source>
        <translation>得点は複素数として足し合わせ、最後はその大きさで比べます。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Every move must be made within %n seconds. When time runs out a random allowed card is played; the second time in a game, a computer player takes over the seat.</source>
        <translation>
            <numerusform>1手は%n秒以内に出さなければなりません。時間切れになると出せるカードがランダムに出され、1ゲームで2回目の時間切れではコンピュータがその席を引き継ぎます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer players play and score normally but are ranked last and cannot win.</source>
        <translation>コンピュータ・プレイヤーは普通にプレイして得点しますが、順位は最下位で、勝つことはできません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tournament scoring: each player starts at 0 and loses the points they take; shooting the moon gives +13 to the shooter and -13 to everyone else, taking every trick +26 and -26. At the end everyone gets 100 more, and the leader 20 more (10 each if tied).</source>
        <translation>トーナメント得点：全員0点から始め、取った点数だけ失います。シュート・ザ・ムーンは達成者に+13、他の全員に-13、全トリックを取ると+26と-26です。最後に全員が100点を加え、首位はさらに20点（同点ならそれぞれ10点）を加えます。</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/options.py" line="+110"/>
        <source>Choose a card deck folder.</source>
        <translation>カードデッキのフォルダを選んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The folder {folder} does not exist.</source>
        <translation>フォルダ {folder} はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{folder} is a file, not a folder.</source>
        <translation>{folder} はフォルダではなくファイルです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folder {folder} cannot be read.</source>
        <translation>フォルダ {folder} を読み込めません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{folder} is not a card deck: it has no index.desktop file.</source>
        <translation>{folder} はカードデッキではありません：index.desktop ファイルがありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The index.desktop file in {folder} cannot be read.</source>
        <translation>{folder} の index.desktop ファイルを読み込めません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The card deck names the picture file {file}, which is missing or cannot be read.</source>
        <translation>カードデッキが指定する画像ファイル {file} がないか、読み込めません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{folder} holds no SVG card picture.</source>
        <translation>{folder} に SVG のカード画像がありません。</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/replay.py" line="+175"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+7"/>
        <source>{0} shot the sun!</source>
        <translation>{0}がシュート・ザ・サン！</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+0"/>
        <source>Every trick of the hand</source>
        <translation>このディールの全トリック</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/replay.py" line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+1"/>
        <source>{0} shot the moon!</source>
        <translation>{0}がシュート・ザ・ムーン！</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+1"/>
        <source>Every heart and the Queen of Spades</source>
        <translation>ハート全部とスペードのQ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards to seat +{0}</source>
        <translation>
            <numerusform>+{0}席へ%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} chooses the pass</source>
        <translation>{0}が渡し方を決めました</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} takes the kitty</source>
        <translation>{0}がキティを取ります</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} takes the face-up cards</source>
        <translation>{0}が表向きのカードを取ります</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time is up for {0}</source>
        <translation>{0}の時間切れです</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A computer player takes {0}&apos;s seat</source>
        <translation>コンピュータが{0}の席を引き継ぎます</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>The Queen of Spades!</source>
        <translation>スペードのQ！</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>played by {0}</source>
        <translation>{0}が出しました</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/table/card_themes.py" line="+154"/>
        <source>The card deck folder {0} does not exist.</source>
        <translation>カードデッキのフォルダ {0} はありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} has no index.desktop: it is not a card deck.</source>
        <translation>{0} に index.desktop がありません：カードデッキではありません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deck description {0} cannot be read: {1}</source>
        <translation>デッキの説明ファイル {0} を読み込めません：{1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} has no [KDE Backdeck] group.</source>
        <translation>{0} に [KDE Backdeck] グループがありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} names no SVG file (SVG=...).</source>
        <translation>{0} に SVG ファイル（SVG=...）の指定がありません。</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>The deck&apos;s SVG file {0} is missing.</source>
        <translation>デッキの SVG ファイル {0} がありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} cannot be read: {1}</source>
        <translation>カードデッキのファイル {0} を読み込めません: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is not a regular file, so it is not used as a card deck.</source>
        <translation>{0} は通常のファイルではないため、カードデッキとして使いません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} is larger than {2} MB.</source>
        <translation>カードデッキのファイル {0} は {2} MB を超えています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} unpacks to more than {2} MB.</source>
        <translation>カードデッキのファイル {0} は展開すると {2} MB を超えます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The compressed card deck file {0} is damaged: {1}</source>
        <translation>圧縮されたカードデッキのファイル {0} が壊れています: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+112"/>
        <source>The deck&apos;s SVG file {0} is damaged or not an SVG.</source>
        <translation>デッキの SVG ファイル {0} は壊れているか、SVG ではありません。</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>The card deck file {0} has more than {3} parts.</source>
        <translation>カードデッキのファイル {0} の要素が {3} 個を超えています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} nests its parts more than {3} deep.</source>
        <translation>カードデッキのファイル {0} の要素の入れ子が {3} 段を超えています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} would draw more than {3} shapes.</source>
        <translation>カードデッキのファイル {0} は {3} 個を超える図形を描くことになります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} repeats a part inside itself.</source>
        <translation>カードデッキのファイル {0} は自分の中で要素を繰り返し参照しています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} uses XML entities in a way that is not allowed: {1}</source>
        <translation>カードデッキのファイル {0} は許可されていない方法で XML エンティティを使っています: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The card deck file {0} refers to another file ({1}); only self-contained decks are used.</source>
        <translation>カードデッキのファイル {0} は別のファイル ({1}) を参照しています。単独で完結したデッキだけを使います。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The card deck file {0} cannot be used: {1}</source>
        <translation>カードデッキのファイル {0} は使えません: {1}</translation>
    </message>
    <message numerus="yes">
        <location line="+86"/>
        <source>The deck {0} lacks %n cards: {1}.</source>
        <translation>
            <numerusform>デッキ {0} にはカードが%n枚足りません：{1}。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+23"/>
        <location line="+7"/>
        <source>Card deck not usable, using the built-in deck: {0}</source>
        <translation>カードデッキが使えないため、内蔵のデッキを使います：{0}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Spanish suits (oros, copas, espadas, bastos)</source>
        <translation>スペインのスート (オロス、コパス、エスパーダス、バストス)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French suits (as played in Denmark)</source>
        <translation>フランスのスート (デンマーク式)</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="-19"/>
        <source>Pass left</source>
        <translation>左隣りへ渡す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass right</source>
        <translation>右隣りへ渡す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass across</source>
        <translation>対面へ渡す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass one each</source>
        <translation>1枚ずつ渡す</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Pass</source>
        <translation>渡す</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Ready</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choosing cards…</source>
        <translation>カードを選択中…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This hand: {0}</source>
        <translation>このディール：{0}</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Hearts broken</source>
        <translation>ハートはブレーク済み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts not broken</source>
        <translation>ハートは未ブレーク</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trick {0}</source>
        <translation>トリック {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/table/scene.py" line="+474"/>
        <location line="+166"/>
        <source>Last trick</source>
        <translation>直前のトリック</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/model.py" line="+83"/>
        <source>Finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Abandoned</source>
        <translation>中断</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scores</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your place</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>ディール</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moons</source>
        <translation>ムーン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assisted</source>
        <translation>アシスト</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Undo, restart or hints were used</source>
        <translation>取り消し、やり直し、ヒントのいずれかを使用しました</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/replay.py" line="-13"/>
        <location line="+58"/>
        <location filename="../hearts_desktop/ui/history/replay.py" line="+367"/>
        <source>Hand {0}</source>
        <translation>ディール {0}</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Move {0} of {1}</source>
        <translation>{1}手中 {0}手目</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards are dealt.</source>
        <translation>カードが配られました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+14"/>
        <source>{0} wins trick {1}.</source>
        <translation>{0}がトリック {1} を取りました。</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Hand {0} is over.</source>
        <translation>ディール {0} が終わりました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game over.</source>
        <translation>ゲーム終了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} plays the {1}.</source>
        <translation>{0}が{1}を出しました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The trick is set aside.</source>
        <translation>このトリックは次に持ち越されます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} chooses {1}.</source>
        <translation>{0}が{1}を選びました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards change hands.</source>
        <translation>カードが交換されました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the points go to everyone else</source>
        <translation>他の全員に点を加える</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the points come off their own score</source>
        <translation>自分の得点から点を引く</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} chooses how the moon is scored: {1}.</source>
        <translation>{0}がシュート・ザ・ムーンの得点方法を選びました：{1}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} chooses the pass.</source>
        <translation>{0}が渡し方を決めました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} runs out of time.</source>
        <translation>{0}が時間切れになりました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pass:</source>
        <translation>カードの交換：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} → {1}: {2}</source>
        <translation>{0} → {1}：{2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next: {0}</source>
        <translation>次の番：{0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/replay.py" line="-25"/>
        <source>Replay: {0}</source>
        <translation>リプレイ：{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>|◀ Start</source>
        <translation>|◀ 最初</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start of the match (Ctrl+Home)</source>
        <translation>対戦の最初へ（Ctrl+Home）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀◀ Hand</source>
        <translation>◀◀ ディール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous hand (Home)</source>
        <translation>前のディール（Home）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Trick</source>
        <translation>◀ トリック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous trick (Page Up)</source>
        <translation>前のトリック（Page Up）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>‹ Move</source>
        <translation>‹ 1手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move (Left)</source>
        <translation>1手戻る（←）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move ›</source>
        <translation>1手 ›</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move (Right)</source>
        <translation>1手進む（→）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick ▶</source>
        <translation>トリック ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next trick (Page Down)</source>
        <translation>次のトリック（Page Down）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand ▶▶</source>
        <translation>ディール ▶▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next hand (End)</source>
        <translation>次のディール（End）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End ▶|</source>
        <translation>最後 ▶|</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the match (Ctrl+End)</source>
        <translation>対戦の最後へ（Ctrl+End）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show all hands</source>
        <translation>全員の手札を表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand:</source>
        <translation>ディール：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores after each hand</source>
        <translation>ディールごとの得点</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/about.py" line="+63"/>
        <source>About Hearts Desktop</source>
        <translation>Hearts Desktop について</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card faces and backs: original artwork made for this project, drawn by its own generator script.</source>
        <translation>カードの表と裏：このプロジェクトのために作ったオリジナルの絵で、専用の生成スクリプトで描いています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sounds: original sounds made for this project.</source>
        <translation>サウンド：このプロジェクトのために作ったオリジナルの音です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules: written for this project from published rules of Hearts and its variants.</source>
        <translation>ルール：公開されているハーツとその変種のルールをもとに、このプロジェクトのために書き起こしました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Built with Qt %1 and PySide6 %2 on Python %3.</source>
        <translation>Qt %1、PySide6 %2、Python %3 で作られています。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The classic card game of Hearts, with its many variants, against computer opponents.</source>
        <translation>様々な変種ルールで、コンピュータと対戦できる定番トランプゲーム、ハーツです。</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/game_over.py" line="+92"/>
        <location line="+11"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win!</source>
        <translation>あなたの勝ち！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You share the win!</source>
        <translation>あなたも同点で勝ち！</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} wins</source>
        <translation>{0}の勝ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joint winners: {0}</source>
        <translation>同点優勝：{0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Assisted game (undo or restart was used)</source>
        <translation>アシストありのゲーム（取り消しかやり直しを使用）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
</context>
<context>
    <name>HistoryMenu</name>
    <message>
        <location filename="../hearts_desktop/ui/history/menu.py" line="+101"/>
        <source>History</source>
        <translation>対戦履歴</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game history is not available.</source>
        <translation>対戦履歴を利用できません。</translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+16"/>
        <source>Import match</source>
        <translation>対戦をインポート</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Hearts Desktop match (*.json);;All files (*)</source>
        <translation>Hearts Desktop の対戦 (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing was imported.

{0}</source>
        <translation>何もインポートされませんでした。

{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match was imported into the history.</source>
        <translation>対戦を履歴にインポートしました。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hi&amp;story</source>
        <translation>履歴(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;History…</source>
        <translation>対戦履歴(&amp;H)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Statistics…</source>
        <translation>統計(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import match…</source>
        <translation>対戦をインポート(&amp;I)…</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../hearts_desktop/ui/history/window.py" line="+311"/>
        <location line="+9"/>
        <location line="+209"/>
        <source>All</source>
        <translation>すべて</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>{0} matches shown</source>
        <translation>{0}件の対戦を表示中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No matches.</source>
        <translation>対戦はありません。</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+82"/>
        <source>History</source>
        <translation>対戦履歴</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>This match cannot be read: {0}</source>
        <translation>この対戦を読み込めません：{0}</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+10"/>
        <source>Export match</source>
        <translation>対戦をエクスポート</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Hearts Desktop match (*.json)</source>
        <translation>Hearts Desktop の対戦 (*.json)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The match could not be written to {0}: {1}</source>
        <translation>対戦を {0} に書き出せませんでした：{1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported to {0}</source>
        <translation>{0} にエクスポートしました</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete match</source>
        <translation>対戦を削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the match of {0} from the history? This cannot be undone.</source>
        <translation>{0} の対戦を履歴から削除しますか？この操作は元に戻せません。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Rules:</source>
        <translation>ルール：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent:</source>
        <translation>対戦相手：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status:</source>
        <translation>状態：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search players or rules…</source>
        <translation>プレイヤー名やルールで検索…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics…</source>
        <translation>統計…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>リプレイ(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play this deal again</source>
        <translation>同じカードで再プレイ(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>エクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../hearts_desktop/ui/language_menu.py" line="+69"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System default (%1)</source>
        <translation>システムの既定（%1）</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../hearts_desktop/ui/main_window.py" line="+139"/>
        <source>The program runs without sound: the sound system (QtMultimedia) cannot be loaded.</source>
        <translation>サウンドシステム (QtMultimedia) を読み込めないため、音なしで動作します。</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>The hand is dealt again.</source>
        <translation>このディールを配り直します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your last card was taken back.</source>
        <translation>最後に出したカードを取り消しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking about a hint…</source>
        <translation>ヒントを考えています…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No trick has been played yet.</source>
        <translation>まだトリックがありません。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Hand {0}</source>
        <translation>ディール {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Assisted</source>
        <translation>アシストあり</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/window_play.py" line="+156"/>
        <source>A new game begins.</source>
        <translation>新しいゲームを始めます。</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/input.py" line="+46"/>
        <source>Your turn: play a card.</source>
        <translation>あなたの番です：カードを出してください。</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Choose %n cards to pass, then press “{0}”.</source>
        <translation>
            <numerusform>渡すカードを%n枚選び、「{0}」を押してください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+63"/>
        <source>No hint is available right now.</source>
        <translation>今はヒントがありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hint: play the {0}.</source>
        <translation>ヒント：{0}を出しましょう。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: pass {0}.</source>
        <translation>ヒント：{0}を渡しましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {0}</source>
        <translation>ヒント：{0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/window_play.py" line="+44"/>
        <source>A computer player made an error; it played a random card. ({0})</source>
        <translation>コンピュータ・プレイヤーでエラーが起きたため、ランダムなカードを出しました。（{0}）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Game over.</source>
        <translation>ゲーム終了。</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/hearts/input.py" line="-46"/>
        <source>You have chosen %n cards; click one to put it back.</source>
        <translation>
            <numerusform>%n枚選びました。戻すにはカードをクリックしてください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Choose %n more.</source>
        <translation>
            <numerusform>あと%n枚選んでください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ready: press “{0}” (or P).</source>
        <translation>準備完了：「{0}」（または P）を押してください。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Waiting for the others to pass…</source>
        <translation>他のプレイヤーが渡すのを待っています…</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/main_window.py" line="+70"/>
        <location filename="../hearts_desktop/ui/games/hearts/presentation.py" line="+87"/>
        <source>Hearts</source>
        <translation>ハーツ</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/window_menus.py" line="+115"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart this hand</source>
        <translation>このディールをやり直す(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo your last card</source>
        <translation>最後のカードを取り消す(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;last trick</source>
        <translation>直前のトリックを見る(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>得点表(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options…</source>
        <translation>オプション(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Soun&amp;d</source>
        <translation>サウンド(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Hearts Desktop</source>
        <translation>Hearts Desktop について(&amp;A)</translation>
    </message>
</context>
<context>
    <name>MatchDetail</name>
    <message>
        <location filename="../hearts_desktop/ui/history/window.py" line="-398"/>
        <source>your place: {0}</source>
        <translation>あなたの順位：{0}位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assisted</source>
        <translation>アシストあり</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hand {0}</source>
        <translation>ディール {0}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Running totals</source>
        <translation>累計得点の推移</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>ディール</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose a match in the list to see its hands.</source>
        <translation>一覧から対戦を選ぶと、各ディールの得点が表示されます。</translation>
    </message>
</context>
<context>
    <name>MoonChoiceDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/choices.py" line="+105"/>
        <source>Add the points to everyone else</source>
        <translation>他の全員に点を加える</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Subtract the points from my score</source>
        <translation>自分の得点から点を引く</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You shot the moon!</source>
        <translation>シュート・ザ・ムーン達成！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took every penalty card. How should your moon be scored?</source>
        <translation>ペナルティ・カードをすべて取りました。シュート・ザ・ムーンの得点はどうしますか？</translation>
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
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/new_game.py" line="+219"/>
        <source>New Game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="-20"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+1"/>
        <source>Rules options</source>
        <translation>ルールのオプション</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/new_game.py" line="+3"/>
        <source>Show rules…</source>
        <translation>ルールを見る…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore preset</source>
        <translation>プリセットに戻す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start game</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+3"/>
        <source>End of the game</source>
        <translation>ゲームの終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players at the table</source>
        <translation>テーブルのプレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards and passing</source>
        <translation>カードと交換</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring</source>
        <translation>得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants</source>
        <translation>変種</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online rules</source>
        <translation>オンライン・ルール</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> points</source>
        <translation> 点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> s</source>
        <comment>seconds</comment>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed deals the same cards again. Leave empty for a new deal.</source>
        <translation>同じシードなら同じカードが配られます。新しく配るには空欄にしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+11"/>
        <source>Rules:</source>
        <translation>ルール：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players:</source>
        <translation>人数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target score:</source>
        <translation>目標点：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game ends with:</source>
        <translation>終了の条件：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of deals:</source>
        <translation>ディール数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie for the lead:</source>
        <translation>首位が同点のとき：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number (seed):</source>
        <translation>ディール番号（シード）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards removed:</source>
        <translation>抜くカード：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Packs:</source>
        <translation>トランプの組数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passing:</source>
        <translation>カードの交換：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards to pass:</source>
        <translation>渡す枚数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never passed:</source>
        <translation>渡せないカード：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First lead:</source>
        <translation>最初のリード：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead hearts early:</source>
        <translation>ハートの早いリード：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No points on the first trick</source>
        <translation>最初のトリックではマイナス点なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Queen of Spades breaks hearts</source>
        <translation>スペードのQでハートがブレーク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts:</source>
        <translation>ハート：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Spades:</source>
        <translation>スペードのQ：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Hearts is worth 13 (Pink Lady)</source>
        <translation>ハートのQも13点（ピンクレディ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus card (-10):</source>
        <translation>ボーナス・カード（-10）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of Clubs doubles its winner&apos;s points</source>
        <translation>クラブの10を取ると得点が倍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooting the moon:</source>
        <translation>シュート・ザ・ムーン：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking every trick (the sun) counts double</source>
        <translation>全トリックを取ると（シュート・ザ・サン）倍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exactly 50 goes to 0, exactly 100 to 50</source>
        <translation>ちょうど50点は0点へ、100点は50点へ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complex scores (Q♠ = 13i, 10♣ × 2i)</source>
        <translation>複素数の得点（Q♠ = 13i、10♣ × 2i）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complex moon:</source>
        <translation>複素数のムーン：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kitty: one card aside (3 players)</source>
        <translation>キティ：1枚を脇に置く（3人）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kitty goes to:</source>
        <translation>キティを取る人：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two jokers as hearts (3 players)</source>
        <translation>ハートとして数えるジョーカー2枚（3人）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancellation: several packs (6-12 players)</source>
        <translation>キャンセレーション：複数組（6～12人）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move timer:</source>
        <translation>持ち時間：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tournament scoring</source>
        <translation>トーナメント得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer players are ranked last</source>
        <translation>コンピュータは常に最下位</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/seats_form.py" line="+123"/>
        <source>You (human player)</source>
        <translation>あなた（人間のプレイヤー）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+161"/>
        <source>The deal number must be at most %1.</source>
        <translation>ディール番号は %1 以下にしてください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>These rules cannot be played: %1</source>
        <translation>このルールではプレイできません：%1</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/options.py" line="+230"/>
        <source>Choose a card deck folder</source>
        <translation>カードデッキのフォルダを選択</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 %</source>
        <comment>volume percent</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant (no animation)</source>
        <translation>即時（アニメーションなし）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>System default</source>
        <translation>システムの既定</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Classic red</source>
        <translation>クラシック・赤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic blue</source>
        <translation>クラシック・青</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green heart</source>
        <translation>緑のハート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Art deco</source>
        <translation>アールデコ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guilloché</source>
        <translation>ギョーシェ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name:</source>
        <translation>あなたの名前：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation speed:</source>
        <translation>アニメーションの速さ：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language:</source>
        <translation>言語：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the score sheet after each hand</source>
        <translation>ディールごとに得点表を表示する</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card back:</source>
        <translation>カードの裏：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card faces:</source>
        <translation>カードの表：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Built-in deck (Hearts Classic)</source>
        <translation>内蔵のデッキ（Hearts Classic）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KDE card deck folder:</source>
        <translation>KDE のカードデッキのフォルダ：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A folder with index.desktop and an SVG</source>
        <translation>index.desktop と SVG のあるフォルダ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound</source>
        <translation>サウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play sounds</source>
        <translation>効果音を鳴らす</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume:</source>
        <translation>音量：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>PassChoiceDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/choices.py" line="+19"/>
        <source>No passing: keep your cards</source>
        <translation>交換なし：カードはそのまま</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n cards to the left</source>
        <translation>
            <numerusform>左隣りへ%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards to the right</source>
        <translation>
            <numerusform>右隣りへ%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards across</source>
        <translation>
            <numerusform>対面へ%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards to the player {0} seats to the left</source>
        <translation>
            <numerusform>左へ{0}人目のプレイヤーへ%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass {0}</source>
        <translation>渡し方：{0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealer&apos;s choice</source>
        <translation>ディーラーが決める</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are the dealer. How will everyone pass this deal?</source>
        <translation>あなたがディーラーです。このディールでは全員どのようにカードを渡しますか？</translation>
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
        <translation>Hearts Desktop はデータフォルダ {0}{1} ですでに起動しています。先にそちらを終了してください。2つのプログラムが同じセーブデータと履歴に書き込むと、データが壊れるおそれがあります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (process {0})</source>
        <translation>（プロセス {0}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts Desktop cannot lock its data folder {0}; it would not be able to keep your saved games safe. Check that the folder is writable.</source>
        <translation>Hearts Desktop はデータフォルダ {0} をロックできません。このままではセーブデータを安全に保てません。フォルダに書き込めるか確認してください。</translation>
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
        <translation>対戦履歴を開けません（{0}）。今回の起動中に行った対戦は記録されません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match history could not be read and a new one was started; the damaged file was kept as {0}.</source>
        <translation>対戦履歴を読み込めなかったため、新しい履歴を作成しました。壊れたファイルは {0} として残してあります。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>its journal (history.sqlite3-wal) was damaged, so the last matches recorded may be missing</source>
        <translation>ジャーナル (history.sqlite3-wal) が壊れていたため、最後に記録された対戦が欠けているかもしれません</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n damaged match(es) were rebuilt from their records</source>
        <translation>
            <numerusform>壊れた対戦 %n 件を記録から作り直しました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n match(es) could not be read and were left out</source>
        <translation>
            <numerusform>対戦 %n 件を読み込めなかったため除外しました</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source> The file as it was is kept as {0}.</source>
        <translation> 元のファイルは {0} として保管しています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match history was damaged: {0}.</source>
        <translation>対戦履歴が壊れていました: {0}。</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Your saved game could not be continued, so a new game begins; the file was kept as {0}.</source>
        <translation>保存されたゲームを続けられなかったため、新しいゲームを始めます。ファイルは {0} として残してあります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your saved game was resumed.</source>
        <translation>保存されたゲームを再開しました。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your saved game could not be read, so a new game begins; the damaged file was kept as {0}.</source>
        <translation>保存されたゲームを読み込めなかったため、新しいゲームを始めます。壊れたファイルは {0} として残してあります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved game cannot be read ({0}); a new game begins.</source>
        <translation>保存されたゲームを読み込めないため ({0})、新しいゲームを始めます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved game was damaged in part and was mended to go on ({0}); the file as it was is kept as {1}.</source>
        <translation>保存されたゲームの一部が壊れていたため、続けられるように修復しました ({0})。元のファイルは {1} として保管しています。</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>The game cannot be saved in {0}: {1}</source>
        <translation>ゲームを {0} に保存できません：{1}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The match could not be added to the history: {0}. It is kept and will be added as soon as the history can take it.</source>
        <translation>対戦を履歴に追加できませんでした: {0}。対戦は保管しておき、履歴に書き込めるようになり次第追加します。</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_page.py" line="+45"/>
        <source>Rules: %1</source>
        <translation>ルール：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/score_sheet.py" line="+127"/>
        <source>Hand {0}</source>
        <translation>ディール {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scores</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scores</source>
        <translation>得点</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../hearts_desktop/ui/settings.py" line="+268"/>
        <source>Your settings file was too large to be read ({0} bytes); it was set aside as {1} and the default settings are used.</source>
        <translation>設定ファイルが大きすぎて読み込めません ({0} バイト)。{1} として退避し、既定の設定を使います。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>these settings were reset: {0}</source>
        <translation>次の設定を初期値に戻しました: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the parts that could not be read were dropped</source>
        <translation>読み込めなかった部分は破棄しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your settings file was damaged; {0}. The file as it was is kept as {1}.</source>
        <translation>設定ファイルが壊れていました。{0}。元のファイルは {1} として保管しています。</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>The game setup remembered in your settings could not be read, so the default one is used; the settings file as it was is kept as {0}.</source>
        <translation>設定に記憶されていたゲームの構成を読み込めないため、既定の構成を使います。元の設定ファイルは {0} として保管しています。</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../hearts_desktop/ui/history/stats.py" line="+138"/>
        <source>Games played</source>
        <translation>対戦数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games won</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <location line="+34"/>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Current winning streak</source>
        <translation>現在の連勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest winning streak</source>
        <translation>最多連勝</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hands played</source>
        <translation>プレイしたディール数</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+45"/>
        <source>Average points per hand</source>
        <translation>1ディールあたりの平均点</translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+10"/>
        <source>Moons shot</source>
        <translation>ムーン達成</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+10"/>
        <source>Moons suffered</source>
        <translation>ムーン被害</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Queen of Spades taken</source>
        <translation>スペードのQを取った回数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games</source>
        <translation>対戦数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>勝利</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streak</source>
        <translation>連勝</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak</source>
        <translation>最多連勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>ディール数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points/hand</source>
        <translation>平均点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Q♠ taken</source>
        <translation>Q♠取得</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Win rate (%)</source>
        <translation>勝率（%）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moons</source>
        <translation>シュート・ザ・ムーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot</source>
        <translation>達成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suffered</source>
        <translation>被害</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No statistics yet.

Finish a game against the computer and your record (games won, streaks, points per hand, moons) appears here.</source>
        <translation>まだ統計はありません。

コンピュータとの対戦を最後まで終えると、ここに成績（勝利数、連勝、1ディールあたりの点数、シュート・ザ・ムーン）が表示されます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By rules</source>
        <translation>ルール別</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By opponent</source>
        <translation>対戦相手別</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All games</source>
        <translation>全対戦</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>対戦相手</translation>
    </message>
</context>
</TS>
