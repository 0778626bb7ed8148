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
        <location filename="../hearts_desktop/ui/games/hearts/rules_page.py" line="+380"/>
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
        <location line="+27"/>
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
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="-24"/>
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
        <location line="+52"/>
        <source>Jack</source>
        <translation>ジャック</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>クイーン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King</source>
        <translation>キング</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ace</source>
        <translation>エース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{rank} of {suit}</source>
        <comment>a card</comment>
        <translation>{suit}の{rank}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/deal_code.py" line="+40"/>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="-47"/>
        <location filename="../hearts_desktop/ui/net/texts.py" line="+26"/>
        <source>Easy</source>
        <translation>初級</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+1"/>
        <location filename="../hearts_desktop/ui/net/texts.py" line="+0"/>
        <source>Normal</source>
        <translation>中級</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+1"/>
        <location filename="../hearts_desktop/ui/net/texts.py" line="+0"/>
        <source>Hard</source>
        <translation>上級</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+1"/>
        <source>Expert</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+6"/>
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
        <location line="+17"/>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <location line="-25"/>
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
        <location filename="../hearts_desktop/ui/dialogs/options.py" line="+113"/>
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
        <location filename="../hearts_desktop/ui/games/hearts/replay.py" line="+183"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+8"/>
        <source>{0} shot the sun!</source>
        <translation>{0}がシュート・ザ・サン！</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+1"/>
        <source>Every trick of the hand</source>
        <translation>このディールの全トリック</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/replay.py" line="+2"/>
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
        <location line="+10"/>
        <location filename="../hearts_desktop/ui/table/moves.py" line="+300"/>
        <location filename="../hearts_desktop/ui/table/reading.py" line="+79"/>
        <location line="+19"/>
        <location line="+72"/>
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
        <location line="+5"/>
        <source>{0} takes the kitty</source>
        <translation>{0}がキティを取ります</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} takes the face-up cards</source>
        <translation>{0}が表向きのカードを取ります</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time is up for {0}</source>
        <translation>{0}の時間切れです</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A computer player takes {0}&apos;s seat</source>
        <translation>コンピュータが{0}の席を引き継ぎます</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The Queen of Spades!</source>
        <translation>スペードのQ！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>played by {0}</source>
        <translation>{0}が出しました</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/table/card_themes.py" line="+157"/>
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
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="-22"/>
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
        <location line="+15"/>
        <source>played by you</source>
        <translation>あなたが出しました</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You choose the pass</source>
        <translation>あなたが渡し方を決めました</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You take the kitty</source>
        <translation>あなたがキティを取ります</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take the face-up cards</source>
        <translation>あなたが表向きのカードを取ります</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time is up for you</source>
        <translation>あなたの時間切れです</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A computer player takes your seat</source>
        <translation>コンピュータがあなたの席を引き継ぎます</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hand over</source>
        <translation>ディール終了</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="-22"/>
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
        <location filename="../hearts_desktop/ui/table/scene.py" line="+604"/>
        <source>{name}: {detail}</source>
        <translation>{name}: {detail}</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+204"/>
        <source>Last trick</source>
        <translation>直前のトリック</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/model.py" line="+82"/>
        <source>Finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Abandoned</source>
        <translation>中断</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The computer helped: a hint was given (Hint), a move was taken back (Undo) or a hand was dealt again (Restart this hand)</source>
        <translation>コンピューターの助けを借りました：ヒントを見た（ヒント）、手を取り消した（最後のカードを取り消す）、またはディールをやり直した（このディールをやり直す）</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/table/reading.py" line="-98"/>
        <source>chosen</source>
        <translation>選択済み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>may be played</source>
        <translation>出せます</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>may not be played now</source>
        <translation>今は出せません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>may be chosen</source>
        <translation>選べます</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>may not be chosen</source>
        <translation>選べません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>just received</source>
        <translation>受け取ったばかり</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card}, {state}</source>
        <translation>{card}、{state}</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>裏向きのカード%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>{group}: %n card(s)</source>
        <translation>
            <numerusform>{group}: %n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your hand: %n card(s)</source>
        <translation>
            <numerusform>手札: %n枚</numerusform>
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
        <translation>{choice}（選べません）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>To do</source>
        <translation>すること</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>to play</source>
        <translation>手番</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>holds %n card(s)</source>
        <translation>
            <numerusform>手札%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/history/model.py" line="+2"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
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
            <numerusform>トリック: %n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Talon: {cards}</source>
        <translation>山札: {cards}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards laid out</source>
        <translation>場に出たカード</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/model.py" line="+2"/>
        <source>Final scores</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your place</source>
        <translation>順位</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/game_history.py" line="+378"/>
        <source>Hands</source>
        <translation>ディール</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/history.py" line="+63"/>
        <source>Moons</source>
        <translation>ムーン</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moons (and suns) shot in the match, by anyone</source>
        <translation>この対局で誰かが達成したシュート・ザ・ムーン（とサン）の回数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>shot the moon (or the sun) in that hand</source>
        <translation>そのハンドでシュート・ザ・ムーン（またはサン）を達成</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/model.py" line="+8"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assisted</source>
        <translation>アシスト</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/replay.py" line="-15"/>
        <location line="+60"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+195"/>
        <location line="+84"/>
        <location filename="../hearts_desktop/ui/history/replay.py" line="+502"/>
        <source>Hand {0}</source>
        <translation>ディール {0}</translation>
    </message>
    <message>
        <location line="-59"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-83"/>
        <location filename="../hearts_desktop/ui/history/game_replay.py" line="+118"/>
        <source>Move {0} of {1}</source>
        <translation>{1}手中 {0}手目</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+3"/>
        <location filename="../hearts_desktop/ui/history/game_replay.py" line="+2"/>
        <source>The cards are dealt.</source>
        <translation>カードが配られました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+16"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+55"/>
        <source>You win trick {1}.</source>
        <translation>あなたがトリック {1} を取りました。</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+16"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+1"/>
        <source>{0} wins trick {1}.</source>
        <translation>{0}がトリック {1} を取りました。</translation>
    </message>
    <message>
        <location line="-14"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="-42"/>
        <source>You shot the sun!</source>
        <translation>あなたがシュート・ザ・サン！</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+2"/>
        <source>You shot the moon!</source>
        <translation>あなたがシュート・ザ・ムーン！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand {0} is over.</source>
        <translation>ディール {0} が終わりました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+12"/>
        <source>Game over.</source>
        <translation>ゲーム終了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} plays the {1}.</source>
        <translation>{0}が{1}を出しました。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You play the {1}.</source>
        <translation>あなたが{1}を出しました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The trick is set aside.</source>
        <translation>このトリックは次に持ち越されます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} chooses {1}.</source>
        <translation>{0}が{1}を選びました。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You choose {1}.</source>
        <translation>あなたが{1}を選びました。</translation>
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
        <source>You choose how the moon is scored: {1}.</source>
        <translation>あなたがシュート・ザ・ムーンの得点方法を選びました：{1}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} chooses how the moon is scored: {1}.</source>
        <translation>{0}がシュート・ザ・ムーンの得点方法を選びました：{1}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} chooses the pass.</source>
        <translation>{0}が渡し方を決めました。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You choose the pass.</source>
        <translation>あなたが渡し方を決めました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} runs out of time.</source>
        <translation>{0}が時間切れになりました。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You run out of time.</source>
        <translation>あなたが時間切れになりました。</translation>
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
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+5"/>
        <location filename="../hearts_desktop/ui/history/game_replay.py" line="+6"/>
        <source>Next: {0}</source>
        <translation>次の番：{0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/replay.py" line="-39"/>
        <source>Replay: {0}</source>
        <translation>リプレイ：{0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>|◀ Start</source>
        <translation>|◀ 最初</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start of the match (Ctrl+Home)</source>
        <translation>対戦の最初へ（Ctrl+Home）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>◀◀ Deal</source>
        <translation>◀◀ ディール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous deal (Home)</source>
        <translation>前のディール (Home)</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+2"/>
        <source>Deal ▶▶</source>
        <translation>ディール ▶▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next deal (End)</source>
        <translation>次のディール (End)</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+4"/>
        <source>Review this hand</source>
        <translation>このディールを振り返る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach reviews your decisions of this hand (R)</source>
        <translation>コーチがこのディールでのあなたの判断を振り返ります (R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal:</source>
        <translation>ディール:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores after each deal</source>
        <translation>各ディール後の得点</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand:</source>
        <translation>ディール：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores after each hand</source>
        <translation>ディールごとの得点</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/table/moves.py" line="-153"/>
        <source>{name}: {card}</source>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>You take the trick</source>
        <translation>あなたがトリックを取ります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} takes the trick</source>
        <translation>{name}がトリックを取ります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trick is set aside</source>
        <translation>トリックは脇に置かれます</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>You show {cards}</source>
        <translation>あなたが{cards}を見せます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} shows {cards}</source>
        <translation>{name}が{cards}を見せます</translation>
    </message>
    <message numerus="yes">
        <location line="+62"/>
        <source>You take %n card(s) from the talon</source>
        <translation>
            <numerusform>あなたが山札から%n枚取ります</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name} takes %n card(s) from the talon</source>
        <translation>
            <numerusform>{name}が山札から%n枚取ります</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+94"/>
        <source>You take %n chip(s) from the pot</source>
        <translation>
            <numerusform>あなたがポットからチップ%n枚を取ります</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name} takes %n chip(s) from the pot</source>
        <translation>
            <numerusform>{name}がポットからチップ%n枚を取ります</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You put %n chip(s) in the pot</source>
        <translation>
            <numerusform>あなたがポットにチップ%n枚を入れます</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name} puts %n chip(s) in the pot</source>
        <translation>
            <numerusform>{name}がポットにチップ%n枚を入れます</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You pay {name} %n chip(s)</source>
        <translation>
            <numerusform>あなたが{name}にチップ%n枚を払います</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name} pays you %n chip(s)</source>
        <translation>
            <numerusform>{name}があなたにチップ%n枚を払います</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{payer} pays {payee} %n chip(s)</source>
        <translation>
            <numerusform>{payer}が{payee}にチップ%n枚を払います</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/model.py" line="-65"/>
        <source>The deal of the day</source>
        <translation>今日のディール</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal of the day of {0}</source>
        <translation>{0}の今日のディール</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{0} deal of the day</source>
        <translation>{0} 今日のディール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} played on from another match (Play from here)</source>
        <translation>{0} 別の対戦から続けた対戦（ここから続ける）</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/table/reading.py" line="-38"/>
        <location line="+43"/>
        <source>%n chip(s)</source>
        <translation>
            <numerusform>チップ%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pot</source>
        <translation>ポット</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/replay.py" line="-107"/>
        <location line="+96"/>
        <source>Play from here</source>
        <translation>ここから続ける</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on from this moment at the table, in a seat you choose, as a match of its own (P)</source>
        <translation>この場面からテーブルで続けます。席を選べ、別の対戦として記録されます (P)</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/about.py" line="+64"/>
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
        <source>Rules: written for this project from published rules of Hearts, Pinochle and Ombre and their variants.</source>
        <translation>ルール：公開されているハーツ、ピノクル、オンブルとその変種のルールをもとに、このプロジェクトのために書き起こしました。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hearts Desktop</source>
        <translation>Hearts Desktop</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version %1</source>
        <translation>バージョン %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Credits</source>
        <translation>クレジット</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Three classic card games at one table: Hearts with its many variants, Pinochle, and Ombre with Quadrille and Quintille, against computer players or with friends over the network.</source>
        <translation>3つの定番トランプゲームを一つのテーブルで：様々な変種ルールのハーツ、ピノクル、そしてカドリーユとカンティーユも遊べるオンブルを、コンピュータと対戦したり、ネットワークで友だちと遊んだりできます。</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Built with Qt %1 and PySide6 %2 on Python %3.</source>
        <translation>Qt %1、PySide6 %2、Python %3 で作られています。</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <location filename="../hearts_desktop/ui/accessible.py" line="+244"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
</context>
<context>
    <name>CoachStatistics</name>
    <message>
        <location filename="../hearts_desktop/ui/history/stats.py" line="+127"/>
        <source>Points lost to mistakes per reviewed hand, by the month the match ended: the coach&apos;s expected cost of your choices, judged on what you knew. It measures your play, not your cards.</source>
        <translation>振り返ったディールあたりのミスによる失点（対戦が終わった月ごと）：あなたが知っていたことだけで判断した、コーチによる選択の期待コストです。カード運ではなくプレーを測ります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No hand of this game has been reviewed yet. After a hand, choose “Review this hand” (or turn on reviewing every hand in the Options) and the points you lost to mistakes appear here, month by month.</source>
        <translation>このゲームではまだディールを振り返っていません。ディールの後に「このディールを振り返る」を選ぶと（またはオプションで全ディールの振り返りをオンにすると）、ミスによる失点が月ごとにここに表示されます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Month</source>
        <translation>月</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hands reviewed</source>
        <translation>振り返ったディール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost</source>
        <translation>失点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per hand</source>
        <translation>ディールあたり</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} ± {1}</source>
        <translation>{0} ± {1}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Points lost to mistakes per hand</source>
        <translation>ディールあたりのミスによる失点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost per hand</source>
        <translation>ディールあたりの失点</translation>
    </message>
</context>
<context>
    <name>CodeRow</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/deal_code.py" line="+219"/>
        <source>Deal code:</source>
        <translation>ディールコード:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy code</source>
        <translation>コードをコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put this deal&apos;s code on the clipboard: anyone can play the same cards with Game &gt; Play a deal by code…</source>
        <translation>このディールのコードをクリップボードにコピーします。「ゲーム &gt; コードでディールをプレイ…」で誰でも同じカードをプレイできます。</translation>
    </message>
</context>
<context>
    <name>DealCodes</name>
    <message>
        <location line="-214"/>
        <source>Type or paste a deal code.</source>
        <translation>ディールコードを入力するかペーストしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“{0}” is not a character of deal codes (they use 0–9 and A–Z without I, L, O and U).</source>
        <translation>「{0}」はディールコードに使われない文字です（0–9 と、I・L・O・U を除く A–Z を使います）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code is too short.</source>
        <translation>コードの文字数が少なすぎます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The code has a typo (its check character disagrees). Look for a wrong or swapped character.</source>
        <translation>コードに打ち間違いがあります（チェック文字が合いません）。間違った文字か、順番が入れかわった文字を探してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code is of a game this program does not have (letter {0}).</source>
        <translation>このプログラムにないゲームのコードです（文字 {0}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code was made by a newer version of the program; this version cannot read it.</source>
        <translation>このコードは新しいバージョンのプログラムで作られたため、このバージョンでは読めません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code&apos;s rules are unknown to this version of the program.</source>
        <translation>このコードのルールは、このバージョンのプログラムでは使えません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The code is damaged.</source>
        <translation>コードが壊れています。</translation>
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
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this deal again</source>
        <translation>同じ配札でもう一度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new match with the same rules, players and cards</source>
        <translation>同じルール、同じプレイヤー、同じ配札で新しいゲームを始めます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <translation>対戦履歴</translation>
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
        <location line="+7"/>
        <source>Assisted game. {0}</source>
        <translation>アシストありのゲームです。{0}</translation>
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
        <location filename="../hearts_desktop/ui/history/menu.py" line="+125"/>
        <source>History</source>
        <translation>対戦履歴</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game history is not available.</source>
        <translation>対戦履歴を利用できません。</translation>
    </message>
    <message>
        <location line="+92"/>
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
    <name>HistoryTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/games/game_history.py" line="-22"/>
        <source>Custom rules</source>
        <translation>カスタムルール</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>Deals</source>
        <translation>ディール数</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Deal {0}</source>
        <translation>ディール {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals played</source>
        <translation>プレイしたディール数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average points per deal</source>
        <translation>1ディールあたりの平均点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points/deal</source>
        <translation>点/ディール</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>You play {1}.</source>
        <translation>あなたが {1} を出す。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} plays {1}.</source>
        <translation>{0} が {1} を出す。</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Game over.</source>
        <translation>ゲーム終了。</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>hand {0}</source>
        <translation>ディール {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand {0}, trick {1}</source>
        <translation>ディール {0}、トリック {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deal {0}</source>
        <translation>ディール {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deal {0}, trick {1}</source>
        <translation>ディール {0}、トリック {1}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>from the match of {0}, {1}</source>
        <translation>{0}の対戦から（{1}）</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../hearts_desktop/ui/history/window.py" line="+239"/>
        <source>All</source>
        <translation>すべて</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>{0} matches shown</source>
        <translation>{0}件の対戦を表示中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No matches.</source>
        <translation>対戦はありません。</translation>
    </message>
    <message>
        <location line="+78"/>
        <location line="+83"/>
        <source>History</source>
        <translation>対戦履歴</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>This match cannot be read: {0}</source>
        <translation>この対戦を読み込めません：{0}</translation>
    </message>
    <message>
        <location line="+36"/>
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
        <source>Game:</source>
        <translation>ゲーム:</translation>
    </message>
    <message>
        <location line="+1"/>
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
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="-184"/>
        <source>✓ in “{0}”: {1}</source>
        <translation>「{0}」の ✓：{1}</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>&amp;Original match</source>
        <translation>元の対戦(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the match this one was played on from (Play from here)</source>
        <translation>この対戦の元になった対戦を表示します（ここから続ける）</translation>
    </message>
</context>
<context>
    <name>KeyboardDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/keyboard.py" line="+74"/>
        <source>On the table: choose a card of your hand</source>
        <translation>テーブルで: 手札のカードを選ぶ</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+7"/>
        <source>Left, Right</source>
        <translation>左, 右</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>On the table: play or choose the card; go on when the table waits</source>
        <translation>テーブルで: カードを出すか選ぶ、テーブルが待つときは続ける</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Space, Enter</source>
        <translation>スペース, Enter</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>On the table: act with the chosen cards (pass, give, exchange)</source>
        <translation>テーブルで: 選んだカードで行う (パス、渡す、交換)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P, Enter</source>
        <translation>P, Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave full screen, hide the last trick</source>
        <translation>全画面を終える、最後のトリックを消す</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table as text: move over the table</source>
        <translation>テーブルをテキストで: テーブルを移動する</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Up, Down, Home, End</source>
        <translation>上, 下, Home, End</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table as text: close or open a group</source>
        <translation>テーブルをテキストで: グループを閉じる・開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table as text: play the card, press the button, act</source>
        <translation>テーブルをテキストで: カードを出す、ボタンを押す、行う</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A dialog: its default answer; close it</source>
        <translation>ダイアログ: 既定の返事、閉じる</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter; Esc</source>
        <translation>Enter; Esc</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keyboard</source>
        <translation>キーボード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every game plays to its end with the keyboard alone. Ctrl+T opens the table as text, which answers every question of the table; the menus&apos; keys are shown in the menus too.</source>
        <translation>どのゲームもキーボードだけで最後まで遊べます。Ctrl+T でテーブルをテキストで開くと、テーブルのすべての問いに返事ができます。メニューのキーはメニューにも出ています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What</source>
        <translation>操作</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>閉じる</translation>
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
    <name>LockTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/persistence.py" line="+120"/>
        <source> (process {0} on the computer {1})</source>
        <translation>（コンピューター {1} のプロセス {0}）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the file is empty</source>
        <translation>ファイルは空です</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>it holds %n byte(s) that are not a Hearts Desktop lock</source>
        <translation>
            <numerusform>Hearts Desktop のロックではない %n バイトのデータが入っています</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The data folder {0} is in use: a running program holds its lock file {1}, but the file does not say which program ({2}). If Hearts Desktop is running or starting with this folder, use that window; otherwise close the program that keeps the file open, then start Hearts Desktop again.</source>
        <translation>データフォルダ {0} は使用中です。起動しているプログラムがロックファイル {1} を保持していますが、どのプログラムなのかはファイルに書かれていません（{2}）。Hearts Desktop がこのフォルダで動いているか起動中なら、そのウィンドウを使ってください。そうでなければ、このファイルを開いているプログラムを終了してから、Hearts Desktop をもう一度起動してください。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../hearts_desktop/ui/main_window.py" line="+145"/>
        <source>The program runs without sound: the sound system (QtMultimedia) cannot be loaded.</source>
        <translation>サウンドシステム (QtMultimedia) を読み込めないため、音なしで動作します。</translation>
    </message>
    <message>
        <location line="+103"/>
        <location filename="../hearts_desktop/ui/history/replay.py" line="-91"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location line="+161"/>
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
        <location filename="../hearts_desktop/ui/games/base.py" line="+346"/>
        <source>Hand {0}</source>
        <translation>ディール {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/window_menus.py" line="+204"/>
        <source>Assisted</source>
        <translation>アシストあり</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/window_play.py" line="+261"/>
        <source>A new game begins.</source>
        <translation>新しいゲームを始めます。</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/input.py" line="+46"/>
        <source>Your turn: play a card.</source>
        <translation>あなたの番です：カードを出してください。</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Choose %n cards to pass, then press “{0}”.</source>
        <translation>
            <numerusform>渡すカードを%n枚選び、「{0}」を押してください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No hint is available right now.</source>
        <translation>今はヒントがありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hint: play the {0}.</source>
        <translation>ヒント：{0}を出しましょう。</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location filename="../hearts_desktop/ui/window_play.py" line="+52"/>
        <source>A computer player made an error; it played a random card. ({0})</source>
        <translation>コンピュータ・プレイヤーでエラーが起きたため、ランダムなカードを出しました。（{0}）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Click the table or press Space to go on.</source>
        <translation>続けるには、テーブルをクリックするかスペースキーを押してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go on (Space)</source>
        <translation>続ける（スペース）</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Game over.</source>
        <translation>ゲーム終了。</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/hearts/input.py" line="-37"/>
        <source>You have chosen %n cards; click one to put it back.</source>
        <translation>
            <numerusform>%n枚選びました。戻すにはカードをクリックしてください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
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
        <location line="+8"/>
        <source>Waiting for the others to pass…</source>
        <translation>他のプレイヤーが渡すのを待っています…</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/main_window.py" line="+120"/>
        <location filename="../hearts_desktop/ui/games/hearts/presentation.py" line="+75"/>
        <source>Hearts</source>
        <translation>ハーツ</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/window_menus.py" line="-49"/>
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
        <source>Play a deal by &amp;code…</source>
        <translation>コードでディールをプレイ(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal of the &amp;day</source>
        <translation>今日のディール(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s deal of this game: the same cards for every player today, against the strongest CPU players</source>
        <translation>今日のこのゲームのディール：今日は全員が同じカードで、最強のCPUプレイヤーと対戦します</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <source>Re&amp;view the last hand</source>
        <translation>直前のディールを振り返る(&amp;V)</translation>
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
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard</source>
        <translation>キーボード(&amp;K)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal of the day</source>
        <translation>今日のディール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played on from a replay</source>
        <translation>リプレイから続けた対戦</translation>
    </message>
</context>
<context>
    <name>MatchDetail</name>
    <message>
        <location filename="../hearts_desktop/ui/history/detail.py" line="+105"/>
        <source>{0}, deal code:</source>
        <translation>{0}、ディールコード:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>your place: {0}</source>
        <translation>あなたの順位：{0}位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assisted</source>
        <translation>アシストあり</translation>
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
        <translation>ディール {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/detail.py" line="+4"/>
        <source>Running totals</source>
        <translation>累計得点の推移</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/game_history.py" line="-1"/>
        <source>Hand</source>
        <translation>ディール</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/detail.py" line="+23"/>
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
    <name>Network</name>
    <message>
        <location filename="../hearts_desktop/ui/net/finder.py" line="+139"/>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../hearts_desktop/ui/net/host_dialog.py" line="+416"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open seats</source>
        <translation>空席</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../hearts_desktop/ui/net/lobby.py" line="+245"/>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} (another version)</source>
        <translation>{0}（別のバージョン）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} of {1}</source>
        <translation>{1}席中{0}席</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../hearts_desktop/ui/net/texts.py" line="+25"/>
        <location line="+18"/>
        <source>This table runs another version of Hearts Desktop. Everyone at a table needs the same version.</source>
        <translation>このテーブルは別のバージョンの Hearts Desktop で動いています。同じテーブルの全員が同じバージョンを使う必要があります。</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/host_dialog.py" line="-313"/>
        <source>Open for a person</source>
        <translation>人間用に空ける</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/net/lobby.py" line="-206"/>
        <source>CPU player</source>
        <translation>コンピュータ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If nobody takes this seat and you start with the open seats given to CPU players, this CPU player plays it.</source>
        <translation>この席に誰も着かず、空席をコンピュータに任せて始めると、このコンピュータがこの席でプレイします。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You ({0}), the host</source>
        <translation>あなた（{0}）、ホスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You, the host</source>
        <translation>あなた、ホスト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {0}: who sits there</source>
        <translation>{0}番の席: 座る人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat {0}: name</source>
        <translation>{0}番の席: 名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat {0}: level</source>
        <translation>{0}番の席: レベル</translation>
    </message>
    <message>
        <location line="+210"/>
        <location filename="../hearts_desktop/ui/net/join_dialog.py" line="+284"/>
        <location filename="../hearts_desktop/ui/net/quick_dialog.py" line="+216"/>
        <source>Type your name: the other players see it.</source>
        <translation>名前を入力してください。ほかのプレイヤーに表示されます。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{0}&apos;s table</source>
        <translation>{0}のテーブル</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Starting…</source>
        <translation>開始しています…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Host a network game</source>
        <translation>ネットワーク対戦を主催</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table name</source>
        <translation>テーブル名</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/net/join_dialog.py" line="+160"/>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the table</source>
        <translation>テーブルを開く</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the table</source>
        <translation>テーブルを閉じる</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/net/join_dialog.py" line="+13"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/join_dialog.py" line="-223"/>
        <source>Looking for tables on your network…</source>
        <translation>ネットワーク上のテーブルを探しています…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No table has been found on your network yet.</source>
        <translation>ネットワーク上にまだテーブルが見つかりません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tables cannot be looked for on this network: type the host&apos;s address and the table code.</source>
        <translation>このネットワークではテーブルを探せません。ホストのアドレスとテーブルコードを入力してください。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Choose a table in the list, or type the host&apos;s address and the table code.</source>
        <translation>一覧からテーブルを選ぶか、ホストのアドレスとテーブルコードを入力してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>“{0}” is neither an address (192.168.1.20:52830) nor a table code (K7QM4P).</source>
        <translation>「{0}」はアドレス（192.168.1.20:52830）でもテーブルコード（K7QM4P）でもありません。</translation>
    </message>
    <message>
        <location line="+29"/>
        <location filename="../hearts_desktop/ui/net/quick_dialog.py" line="+19"/>
        <source>Connecting to {0}…</source>
        <translation>{0} に接続しています…</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The server at {0} has no table open.</source>
        <translation>{0} のサーバーには開いているテーブルがありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No table on the server at {0} has a seat for you: the games there have started or are full.</source>
        <translation>{0} のサーバーには、座れる席のあるテーブルがありません。どのテーブルもゲームが始まっているか、満席です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look again in a moment, when someone may have opened one; or host a table on this computer for your friends to join; or go back and type another address.</source>
        <translation>しばらくしてからもう一度探すと、誰かがテーブルを開いているかもしれません。このコンピュータでテーブルを開いて友だちに参加してもらうことも、戻って別のアドレスを入力することもできます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Looked again at {0}: still no table to sit at.</source>
        <translation>{0} にもう一度探しました。まだ座れるテーブルはありません。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This program cannot show a table of this game ({0}).</source>
        <translation>このプログラムではこのゲーム（{0}）のテーブルを表示できません。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose a seat at {0}.</source>
        <translation>{0}の席を選んでください。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Choose an open seat.</source>
        <translation>空いている席を選んでください。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Join a network game</source>
        <translation>ネットワーク対戦に参加</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tables on your network</source>
        <translation>ネットワーク上のテーブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Or type the host&apos;s address and the table code (for example 192.168.1.20:52830 K7QM4P):</source>
        <translation>または、ホストのアドレスとテーブルコードを入力してください（例：192.168.1.20:52830 K7QM4P）：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address or code</source>
        <translation>アドレスまたはコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect</source>
        <translation>接続</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Sit here</source>
        <translation>この席に座る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look again</source>
        <translation>もう一度探す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host a table on this computer…</source>
        <translation>このコンピュータでテーブルを開く…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave the table</source>
        <translation>テーブルを離れる</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/lobby.py" line="-7"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open: waiting for a player</source>
        <translation>空席：プレイヤー待ち</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CPU player ({0})</source>
        <translation>コンピュータ（{0}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A CPU player plays for them</source>
        <translation>コンピュータが代わりにプレイ中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Away: the seat waits for them</source>
        <translation>不在：席は戻りを待っています</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+69"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seat is</source>
        <translation>席の状態</translation>
    </message>
    <message>
        <location line="+100"/>
        <location filename="../hearts_desktop/ui/net/texts.py" line="+13"/>
        <source>Seats are still open: wait for more players, or give the open seats to CPU players.</source>
        <translation>まだ空席があります。ほかのプレイヤーを待つか、空席をコンピュータに任せてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for the host to start the game…</source>
        <translation>ホストがゲームを始めるのを待っています…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{0}: {1}, {2}</source>
        <translation>{0}：{1}、{2}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give your friends the code and the address. Players on your network also find the table under Game &gt; Join a network game.</source>
        <translation>友だちにコードとアドレスを伝えてください。同じネットワークのプレイヤーは［ゲーム］&gt;［ネットワーク対戦に参加］でもこのテーブルを見つけられます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give your friends the code and the address: they type them under Game &gt; Join a network game.</source>
        <translation>友だちにコードとアドレスを伝えてください。［ゲーム］&gt;［ネットワーク対戦に参加］で入力します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table code</source>
        <translation>テーブルコード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the open seats to CPU players</source>
        <translation>空席をコンピュータに任せる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the game</source>
        <translation>ゲームを始める</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/play.py" line="+145"/>
        <source>&amp;Host a network game…</source>
        <translation>ネットワーク対戦を主催(&amp;H)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a network game…</source>
        <translation>ネットワーク対戦に参加(&amp;J)…</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>The network game begins.</source>
        <translation>ネットワーク対戦が始まります。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Network game</source>
        <translation>ネットワーク対戦</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+5"/>
        <source>The match could not be added to the history: {0}</source>
        <translation>対戦を履歴に追加できませんでした：{0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/texts.py" line="-50"/>
        <source>CPU for {0}</source>
        <translation>{0}の代わりのコンピュータ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} (away)</source>
        <translation>{0}（不在）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot reach {0}. Check the address, and that the host&apos;s game is still open.</source>
        <translation>{0} に接続できません。アドレスと、ホストのゲームがまだ開いているかを確認してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the table failed.</source>
        <translation>テーブルへの接続に失敗しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table cannot be opened on this computer: {0}</source>
        <translation>このコンピュータではテーブルを開けません：{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Something went wrong: {0}</source>
        <translation>問題が発生しました：{0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No table has the code {0}. Check the code; the table may have closed.</source>
        <translation>コード {0} のテーブルはありません。コードを確認してください。テーブルが閉じられた可能性もあります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This table does not exist any more.</source>
        <translation>このテーブルはもうありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone else has just taken this seat. Choose another one.</source>
        <translation>この席はたった今ほかの人が取りました。別の席を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This table has no such seat.</source>
        <translation>このテーブルにそのような席はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game at this table has already started.</source>
        <translation>このテーブルのゲームはもう始まっています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a name of 1 to 24 characters.</source>
        <translation>1～24文字の名前にしてください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat at this table is not yours any more.</source>
        <translation>このテーブルのあなたの席はもうあなたのものではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You already sit at a table.</source>
        <translation>あなたはすでにテーブルに着いています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the host can start the game.</source>
        <translation>ゲームを始められるのはホストだけです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server has no room for another table.</source>
        <translation>サーバーにはこれ以上テーブルを置く余裕がありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You already have as many tables open on this server as one player may. Play at one of them, or wait: a table nobody sits at closes after a few minutes.</source>
        <translation>このサーバーでは、1人のプレイヤーが開けるテーブルの数の上限に達しています。開いているテーブルのどれかで遊ぶか、しばらくお待ちください。誰も座っていないテーブルは数分で閉じられます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This server does not let players open tables.</source>
        <translation>このサーバーではプレイヤーがテーブルを開くことはできません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server cannot play these rules.</source>
        <translation>サーバーはこのルールでプレイできません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server does not have this game.</source>
        <translation>サーバーにはこのゲームがありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too many messages were sent at once; the last one was dropped.</source>
        <translation>一度に送られたメッセージが多すぎたため、最後のものは破棄されました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host has closed the table.</source>
        <translation>ホストがテーブルを閉じました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server failed on this request; nothing changed.</source>
        <translation>サーバーでこの要求の処理に失敗しました。何も変わっていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>It is not your turn.</source>
        <translation>あなたの番ではありません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The server refused: {0}</source>
        <translation>サーバーに拒否されました：{0}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This table is full.</source>
        <translation>このテーブルは満席です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No table with the code {0} was found on your network. Type the host&apos;s address as well, for example 192.168.1.20:52830 {0}.</source>
        <translation>ネットワーク上にコード {0} のテーブルが見つかりません。ホストのアドレスも入力してください（例：192.168.1.20:52830 {0}）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The connection to the table was lost. Reconnecting (attempt {0} of {1})…</source>
        <translation>テーブルとの接続が切れました。再接続しています（{1}回中{0}回目）…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You are back at the table.</source>
        <translation>テーブルに戻りました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table cannot be reached any more. The game has ended.</source>
        <translation>テーブルに接続できなくなりました。ゲームは終了しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The host has closed the table. The game has ended.</source>
        <translation>ホストがテーブルを閉じました。ゲームは終了しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table has closed. The game has ended.</source>
        <translation>テーブルが閉じられました。ゲームは終了しました。</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/lobby.py" line="-133"/>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/play.py" line="-305"/>
        <source>&amp;Quick match…</source>
        <translation>クイックマッチ(&amp;Q)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;online</source>
        <translation>オンラインで遊ぶ(&amp;O)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Your player identity cannot be read: {0}</source>
        <translation>プレイヤーの身元情報を読み込めません: {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/texts.py" line="-55"/>
        <source>Another player on this server already uses this name. Choose another one.</source>
        <translation>このサーバーでは別のプレイヤーがこの名前を使っています。別の名前を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server could not confirm who you are. Try again.</source>
        <translation>サーバーがあなたの身元を確認できませんでした。もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server needs to know who you are first.</source>
        <translation>サーバーはまずあなたが誰かを知る必要があります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are already waiting for a quick match.</source>
        <translation>すでにクイックマッチを待っています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are not waiting for a quick match.</source>
        <translation>クイックマッチを待っていません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} ± {1}</source>
        <translation>{0} ± {1}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your rating: {0} → {1} (± {2})</source>
        <translation>あなたのレーティング: {0} → {1} (± {2})</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/quick_dialog.py" line="-44"/>
        <source>Any rules</source>
        <translation>どのルールでも</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Type the server&apos;s address, for example 192.168.1.20:52830.</source>
        <translation>サーバーのアドレスを入力してください(例: 192.168.1.20:52830)。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>“{0}” is not a server&apos;s address (for example 192.168.1.20:52830).</source>
        <translation>「{0}」はサーバーのアドレスではありません(例: 192.168.1.20:52830)。</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Looking for players for {0}…</source>
        <translation>{0}のプレイヤーを探しています…</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s) waiting for this game, you included.</source>
        <translation>
            <numerusform>この対戦を待っているプレイヤー: %n 人(あなたを含む)。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>In %n second(s), CPU players take the seats nobody has taken.</source>
        <translation>
            <numerusform>%n 秒後、空いている席に CPU プレイヤーが入ります。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The server stopped the wait. Try again.</source>
        <translation>サーバーが待機を終了しました。もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Your table is ready</source>
        <translation>テーブルの準備ができました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A rated match of {0}: it begins in a moment.</source>
        <translation>{0}のレーティング対象の対戦です。まもなく始まります。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Quick match</source>
        <translation>クイックマッチ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a rated match with other people on a server: choose the game and its rules, and the server seats you with people waiting for the same game. If nobody comes, CPU players take the empty seats.</source>
        <translation>サーバーでほかの人とレーティング対象の対戦をします。ゲームとルールを選ぶと、同じゲームを待っている人と同じテーブルに着きます。誰も来なければ、空いた席には CPU プレイヤーが入ります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Server:</source>
        <translation>サーバー(&amp;S):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your &amp;name:</source>
        <translation>あなたの名前(&amp;N):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules:</source>
        <translation>ルール(&amp;R):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Find a match</source>
        <translation>対戦を探す(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds until CPU players fill the table</source>
        <translation>CPU プレイヤーが席を埋めるまでの秒数</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+186"/>
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="+268"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="-19"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules options</source>
        <translation>ルールのオプション</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/new_game.py" line="+219"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game:</source>
        <translation>ゲーム：</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+7"/>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_form.py" line="+176"/>
        <source>End of the game</source>
        <translation>ゲームの終了</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="+6"/>
        <source>Players at the table</source>
        <translation>テーブルのプレイヤー</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="-90"/>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_form.py" line="-70"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
    <message>
        <location line="+91"/>
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
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="+13"/>
        <source>No limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+4"/>
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
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="-16"/>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed deals the same cards again. Leave empty for a new deal.</source>
        <translation>同じシードなら同じカードが配られます。新しく配るには空欄にしてください。</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Rules:</source>
        <translation>ルール：</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+20"/>
        <source>Players:</source>
        <translation>人数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_form.py" line="+63"/>
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
        <location filename="../hearts_desktop/ui/games/ombre/rules_form.py" line="+76"/>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_form.py" line="+1"/>
        <source>Number of deals:</source>
        <translation>ディール数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie for the lead:</source>
        <translation>首位が同点のとき：</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="+1"/>
        <source>Deal number (seed):</source>
        <translation>ディール番号（シード）：</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+1"/>
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
        <location filename="../hearts_desktop/ui/games/hearts/seats_form.py" line="+128"/>
        <source>You (human player)</source>
        <translation>あなた（人間のプレイヤー）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="+166"/>
        <source>The deal number must be at most %1.</source>
        <translation>ディール番号は %1 以下にしてください。</translation>
    </message>
    <message>
        <location line="-278"/>
        <source>These rules cannot be played: %1</source>
        <translation>このルールではプレイできません：%1</translation>
    </message>
</context>
<context>
    <name>NewGameQuestion</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/new_game_question.py" line="+64"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A match is in progress. Start a new game?</source>
        <translation>対戦中です。新しいゲームを始めますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match on the table ends here: it goes into the history as abandoned and cannot be resumed.</source>
        <translation>テーブルの対戦はここで終わります。中断として対戦履歴に残り、再開はできません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A network match is in progress. Start a new game?</source>
        <translation>ネットワーク対戦中です。新しいゲームを始めますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You leave the network table, which closes for every player at it; the match is not kept in the history.</source>
        <translation>ネットワークのテーブルを離れ、テーブルは参加者全員に対して閉じられます。対戦は履歴に残りません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You leave the network table; the match is not kept in the history.</source>
        <translation>ネットワークのテーブルを離れます。対戦は履歴に残りません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start new game</source>
        <translation>新しいゲームを始める</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing</source>
        <translation>続ける</translation>
    </message>
</context>
<context>
    <name>Ombre</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/ombre/input.py" line="+172"/>
        <source>You may exchange at most %n card(s).</source>
        <translation>
            <numerusform>交換できるのは最大%n枚です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No hint is available right now.</source>
        <translation>今はヒントがありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>play {card}</source>
        <translation>{card}を出す</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>discard {cards}</source>
        <translation>{cards}を捨てる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keep your hand</source>
        <translation>手札をそのまま残す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid {contract}</source>
        <translation>{contract}をビッドする</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>make {suit} trump</source>
        <translation>{suit}を切り札にする</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>go for the vole</source>
        <translation>ヴォルを狙う</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>stop</source>
        <translation>止める</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>call {card}</source>
        <translation>{card}を呼ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take over</source>
        <translation>引き継ぐ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>give up</source>
        <translation>降りる</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/ombre/labels.py" line="+75"/>
        <source>Espadas</source>
        <translation>エスパーダス</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bastos</source>
        <translation>バストス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copas</source>
        <translation>コパス</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Oros</source>
        <translation>オロス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ace</source>
        <translation>エース</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Sota</source>
        <translation>ソタ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As</source>
        <comment>the ace of the Spanish dress</comment>
        <translation>アス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caballo</source>
        <translation>カバージョ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rey</source>
        <translation>レイ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Jack</source>
        <translation>ジャック</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>クイーン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King</source>
        <translation>キング</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Spadille</source>
        <translation>スパディーユ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Basto</source>
        <translation>バスト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Manille</source>
        <translation>マニーユ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Punto</source>
        <translation>プント</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{rank} de {suit}</source>
        <comment>a card of the Spanish dress</comment>
        <translation>{suit}の{rank}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{rank} of {suit}</source>
        <comment>a card</comment>
        <translation>{suit}の{rank}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} ({card})</source>
        <comment>a matador and its card</comment>
        <translation>{name}（{card}）</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../hearts_desktop/ui/games/ombre/rules_page.py" line="+45"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Entrada</source>
        <translation>エントラーダ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tourné</source>
        <translation>トゥルネ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alliance</source>
        <translation>同盟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vole</source>
        <comment>a contract</comment>
        <translation>ヴォル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gascarola</source>
        <translation>ガスカローラ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrabola</source>
        <translation>コントラボラ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>alone, without a partner</source>
        <translation>パートナーなしで単独で</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exchange, then name trump</source>
        <translation>交換してから切り札を宣言</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first talon card makes trump</source>
        <translation>山札の最初のカードが切り札</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no exchange, name trump</source>
        <translation>交換なしで切り札を宣言</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name trump, call a king</source>
        <translation>切り札を決めてキングを呼ぶ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alone, every trick</source>
        <translation>単独で全トリック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep one card or none, draw the rest</source>
        <translation>1枚だけ残すか全部捨てて残りを引く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win no trick</source>
        <translation>1トリックも取らない</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Thrown in</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="+142"/>
        <location line="+3"/>
        <source>Sacada</source>
        <translation>サカーダ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="+8"/>
        <location line="+4"/>
        <source>Puesta</source>
        <translation>プエスタ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codille</source>
        <translation>コディーユ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="+3"/>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n chip(s)</source>
        <translation>
            <numerusform>チップ%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../hearts_desktop/ui/games/ombre/presentation.py" line="+44"/>
        <source>Ombre</source>
        <translation>オンブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre, eldest leads (Danish)</source>
        <translation>オンブル（デンマーク式：親の右隣が最初に出す）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre for two</source>
        <translation>2人オンブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre for four</source>
        <translation>4人オンブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadrille</source>
        <translation>カドリーユ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quintille</source>
        <translation>カンティーユ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre, custom rules</source>
        <translation>オンブル（カスタムルール）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Ombre for two, custom rules</source>
        <translation>2人オンブル（カスタムルール）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre for four, custom rules</source>
        <translation>4人オンブル（カスタムルール）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadrille, custom rules</source>
        <translation>カドリーユ（カスタムルール）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quintille, custom rules</source>
        <translation>カンティーユ（カスタムルール）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players: ombre leads to the first trick, need not exchange, and the cards are dealt again when all pass.</source>
        <translation>3人戦：宣言者が最初のトリックを打ち出し、交換の義務はなく、全員パスなら配り直します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As played in Danish clubs today: the player on the dealer&apos;s right leads, and ombre must exchange at least one card.</source>
        <translation>現在のデンマークのクラブの遊び方：親の右隣が最初に出し、宣言者は少なくとも1枚交換しなければなりません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players with 30 cards (the diamonds taken out), 8 cards each; 5 of the 8 tricks win.</source>
        <translation>2人で30枚（ダイヤを抜く）、各8枚。8トリック中5トリックで勝ちです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four at the table: the dealer sits out each deal and pays or is paid like a defender.</source>
        <translation>4人で囲み、親は毎回休み、防御側と同じように支払い・受け取りをします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four players, 10 cards each, no talon: the declarer calls a king, and its holder is a secret partner.</source>
        <translation>4人で各10枚、山札なし：宣言者がキングを呼び、その持ち主が秘密のパートナーになります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Five players, 8 cards each, no talon: as Quadrille, with 5 tricks to win.</source>
        <translation>5人で各8枚、山札なし：カドリーユと同じで、5トリックで勝ちです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules of your own, built from the options.</source>
        <translation>オプションで作った独自のルールです。</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/ombre/messages.py" line="+25"/>
        <source>{led} was led. The matador&apos;s privilege lets you hold back %n matador(s) above it ({protected}), but not {others}: play a trump.</source>
        <translation>
            <numerusform>{led}が打ち出されました。マタドールの特権で、それより強いマタドール%n枚（{protected}）は出さなくてもよいですが、{others}は違います：切り札を出してください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{led} was led. It outranks your {matador}, so your matador has no privilege against it: you must play a trump.</source>
        <translation>{led}が打ち出されました。あなたの{matador}より強いので特権はありません：切り札を出さなければなりません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{led} was led: you must play a trump while you hold one.</source>
        <translation>{led}が打ち出されました：切り札を持っている間は切り札を出さなければなりません。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A trump was led: you must play a trump while you hold one.</source>
        <translation>切り札が打ち出されました：切り札を持っている間は切り札を出さなければなりません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the led suit</source>
        <translation>打ち出されたスート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must follow suit: play {suit} while you have any.</source>
        <translation>スートに従わなければなりません：{suit}があれば出してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is always a trump and never follows {suit}.</source>
        <translation>{card}は常に切り札で、{suit}としては扱いません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your bid must be higher than {contract}.</source>
        <translation>{contract}より高くビッドしなければなりません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That bid is too low.</source>
        <translation>そのビッドは低すぎます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have passed: you may not bid again in this deal.</source>
        <translation>パスしたので、この回はもうビッドできません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not a bid you can make now.</source>
        <translation>今はそのビッドはできません。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You may exchange at most %n card(s) now.</source>
        <translation>
            <numerusform>今交換できるのは最大%n枚です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You chose too many cards to exchange.</source>
        <translation>交換するカードを選びすぎです。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Under these rules ombre must exchange at least %n card(s).</source>
        <translation>
            <numerusform>このルールでは宣言者は少なくとも%n枚交換しなければなりません。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard exactly {counts} cards.</source>
        <translation>ちょうど{counts}枚捨ててください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <comment>between two numbers</comment>
        <translation>か</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That number of cards cannot be exchanged now.</source>
        <translation>今はその枚数は交換できません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That suit cannot be trump now.</source>
        <translation>今はそのスートを切り札にできません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Call a king you do not hold.</source>
        <translation>持っていないキングを呼んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ombre may give up only an entrada or a tourné, before playing to the fourth trick.</source>
        <translation>宣言者が降りられるのはエントラーダかトゥルネだけで、4トリック目に出す前に限ります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only ombre decides that.</source>
        <translation>それを決めるのは宣言者だけです。</translation>
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
        <source>A card was chosen twice.</source>
        <translation>同じカードが2回選ばれました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not possible right now.</source>
        <translation>今はそれはできません。</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/ombre/rules_form.py" line="-28"/>
        <source>Ombre for three</source>
        <translation>3人オンブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre for two (30 cards)</source>
        <translation>2人オンブル（30枚）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre for four (one sits out each deal)</source>
        <translation>4人オンブル（毎回1人休み）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadrille (four, calling a king)</source>
        <translation>カドリーユ（4人、キングを呼ぶ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quintille (five, calling a king)</source>
        <translation>カンティーユ（5人、キングを呼ぶ）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player opposite the dealer</source>
        <translation>親の向かいの人</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="-105"/>
        <location line="+2"/>
        <source>The deal is thrown in</source>
        <translation>配り直しです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The holder of Spadille must play</source>
        <translation>スパディーユを持つ人がプレイしなければならない</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The dealer alone pays the ante for everybody</source>
        <translation>親が全員分の場代を1人で払う</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Priority: an earlier bidder may hold an equal bid</source>
        <translation>優先権：先に宣言する人は同じビッドを保持できる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eldest hand leads to the first trick</source>
        <translation>親の右隣が最初のトリックを打ち出す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre must exchange at least one card</source>
        <translation>宣言者は少なくとも1枚交換しなければならない</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Game:</source>
        <translation>ゲーム：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who sits out:</source>
        <translation>休む人：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit taken out:</source>
        <translation>抜くスート：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ante per player:</source>
        <translation>1人あたりの場代：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips at the start:</source>
        <translation>最初のチップ：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End when a player has won or lost:</source>
        <translation>誰かがこれだけ勝つか負けたら終了：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When everybody passes:</source>
        <translation>全員パスしたとき：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gascarola may be announced</source>
        <translation>ガスカローラを宣言できる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrabola may be announced</source>
        <translation>コントラボラを宣言できる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player sitting out may play with the whole talon</source>
        <translation>休んでいる人が山札全部でプレイできる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Honours count at most 5</source>
        <translation>オナーは最大5点まで</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a codille the defenders share the pot</source>
        <translation>コディーユの後は防御側がポットを分ける</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A lost game costs what the contract is worth</source>
        <translation>負けたゲームは契約の価値分を払う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre may give up an entrada or a tourné</source>
        <translation>宣言者はエントラーダかトゥルネを降りられる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quintille: the alliance needs 6 tricks</source>
        <translation>カンティーユ：同盟は6トリック必要</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Chips and length of the game</source>
        <translation>チップとゲームの長さ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/ombre/rules_page.py" line="+84"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="+143"/>
        <source>Bidding</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange and play</source>
        <translation>交換とプレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Payments</source>
        <translation>支払い</translation>
    </message>
    <message numerus="yes">
        <location line="+96"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n人</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/ombre/rules_page.py" line="-58"/>
        <source>Players and cards</source>
        <translation>プレイヤーとカード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{players} players, {cards} cards: each player gets {hand} cards, dealt counter-clockwise; play goes counter-clockwise too.</source>
        <translation>{players}人、{cards}枚：各自{hand}枚ずつ反時計回りに配り、プレイも反時計回りに進みます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The other {talon} cards are the talon, face down in the middle of the table.</source>
        <translation>残りの{talon}枚は山札として、テーブルの中央に裏向きに置きます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{suit} are taken out of the pack.</source>
        <translation>{suit}は抜いておきます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Three play each deal: the dealer sits out.</source>
        <translation>毎回3人がプレイし、親は休みます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three play each deal: the player opposite the dealer sits out.</source>
        <translation>毎回3人がプレイし、親の向かいの人は休みます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player sitting out pays and is paid like a defender.</source>
        <translation>休んでいる人も防御側と同じように支払い・受け取りをします。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trumps and matadors</source>
        <translation>切り札とマタドール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spadille and Basto are always trumps, whatever suit is trump. With the Manille (the 2 of a black trump suit, the 7 of a red one) they are the three matadors. In a red trump suit the ace, Punto, is the fourth trump.</source>
        <translation>スパディーユとバストは、どのスートが切り札でも常に切り札です。マニーユ（黒の切り札なら2、赤なら7）と合わせて3枚のマタドールです。赤の切り札ではエースのプントが4番目の切り札です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{suit} trump</source>
        <translation>{suit}が切り札</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/ombre/score_sheet.py" line="+139"/>
        <source>Trump</source>
        <translation>切り札</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trumps, highest first</source>
        <translation>切り札（強い順）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plain suits, highest first: black {black}; red {red}.</source>
        <translation>切り札以外のスート（強い順）：黒 {black}／赤 {red}。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chips and the pot</source>
        <translation>チップとポット</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>The game lasts %n deal(s); what is left in the pot is then shared.</source>
        <translation>
            <numerusform>ゲームは%n回で、最後にポットに残ったチップは分け合います。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>Before every deal the dealer puts %n chip(s) for each player into the pot.</source>
        <translation>
            <numerusform>毎回配る前に、親がプレイヤー1人につきチップ%n枚をポットに入れます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Before every deal each player puts %n chip(s) into the pot; the pot carries over from deal to deal.</source>
        <translation>
            <numerusform>毎回配る前に各自チップ%n枚をポットに入れます。ポットは次の回に持ち越されます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Everybody starts with %n chip(s).</source>
        <translation>
            <numerusform>全員チップ%n枚で始めます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>It ends early once a player has won or lost %n chip(s).</source>
        <translation>
            <numerusform>誰かがチップ%n枚を勝つか負けると早めに終わります。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chips of the pot that cannot be shared equally at the end go to the last player who won a deal.</source>
        <translation>終わりにポットのチップが等分できないときは、余りを最後に勝った人が受け取ります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chips of the pot that cannot be shared equally at the end go to the last player who won a deal; when several won it, to the first of them from the dealer&apos;s right.</source>
        <translation>終わりにポットのチップが等分できないときは、余りを最後に勝った人が受け取ります。その回の勝者が複数なら、親の右隣から数えて最初の人が受け取ります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The player on the dealer&apos;s right speaks first. Each player passes or bids higher than the bid so far; a pass is final. The highest bidder is ombre and plays against the others.</source>
        <translation>親の右隣から宣言します。各自パスするか、それまでより高くビッドします。パスしたらもうビッドできません。最も高くビッドした人が宣言者となり、他の全員と戦います。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../hearts_desktop/ui/games/ombre/score_sheet.py" line="+0"/>
        <source>Contract</source>
        <translation>契約</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Meaning</source>
        <translation>意味</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Priority: a player who speaks earlier may hold the same bid, and the later one must go higher or pass.</source>
        <translation>優先権：先に宣言する人は同じビッドを保持でき、後の人はさらに上げるかパスしなければなりません。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>When everybody has passed, these may be announced:</source>
        <translation>全員がパスしたときは、次を宣言できます：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the three players pass, the player sitting out may play an entrada with the whole talon.</source>
        <translation>3人ともパスしたら、休んでいる人が山札全部を使ってエントラーダをプレイできます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If everybody passes, the holder of Spadille must play an alliance.</source>
        <translation>全員パスしたら、スパディーユを持つ人が同盟をプレイしなければなりません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If everybody passes, the holder of Spadille must play (if it lies in the talon, the holder of Basto; if both do, the deal is thrown in).</source>
        <translation>全員パスしたら、スパディーユを持つ人がプレイしなければなりません（山札にあればバストを持つ人、両方とも山札なら配り直し）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If everybody passes, the deal is thrown in and the pot stays.</source>
        <translation>全員パスしたら配り直しとなり、ポットはそのまま残ります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The exchange</source>
        <translation>交換</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In an entrada ombre discards up to 8 cards face down, draws as many from the talon, then names trump. In a tourné the top card of the talon is turned: its suit is trump, and it is the first card ombre draws. In a solo ombre names trump and keeps the hand.</source>
        <translation>エントラーダでは宣言者が最大8枚を裏向きに捨て、同じ枚数を山札から引いてから切り札を宣言します。トゥルネでは山札の一番上をめくり、そのスートが切り札となり、宣言者が最初に引くカードになります。ソロでは宣言者が切り札を宣言し、手札はそのままです。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ombre must exchange at least one card.</source>
        <translation>宣言者は少なくとも1枚交換しなければなりません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then each defender in turn may exchange as many cards as are left in the talon. Nobody sees the discards or the cards left in the talon.</source>
        <translation>続いて防御側が順に、山札に残っている枚数まで交換できます。捨て札と山札の残りは誰も見ません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player on the dealer&apos;s right leads to the first trick; the winner of a trick leads to the next.</source>
        <translation>親の右隣が最初のトリックを打ち出し、トリックを取った人が次を打ち出します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ombre leads to the first trick; the winner of a trick leads to the next.</source>
        <translation>宣言者が最初のトリックを打ち出し、トリックを取った人が次を打ち出します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow suit if you can; Spadille and Basto never count as {spades} or {clubs}. A player who cannot follow may play any card.</source>
        <translation>出せるなら同じスートを出します。スパディーユとバストは{spades}や{clubs}としては扱いません。同じスートがなければ何を出しても構いません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The matador&apos;s privilege: when a trump is led you must play a trump, but a matador higher than the led card need not be played. A player whose only trumps are such matadors may play any card. Only the led card counts, not a higher matador played after it.</source>
        <translation>マタドールの特権：切り札が打ち出されたら切り札を出さなければなりませんが、打ち出されたカードより強いマタドールは出さなくても構いません。そのようなマタドールしか切り札がない人は何を出しても構いません。基準は打ち出されたカードだけで、後から出たより強いマタドールは関係ありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ombre may give up an entrada or a tourné before playing to the fourth trick: it counts as a puesta, and a defender may take over as ombre.</source>
        <translation>宣言者は4トリック目に出す前ならエントラーダかトゥルネを降りられます。これはプエスタとなり、防御側が宣言者を引き継ぐことができます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Results and payments</source>
        <translation>結果と支払い</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/ombre/score_sheet.py" line="+1"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Payment</source>
        <translation>支払い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sacada: ombre takes more tricks than each defender</source>
        <translation>サカーダ：宣言者がどの防御側よりも多くトリックを取る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each defender pays ombre 5 (tourné 7, solo 15) plus honours; ombre takes the pot</source>
        <translation>各防御側が宣言者に5（トゥルネ7、ソロ15）とオナーを払い、宣言者がポットを取る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Puesta: ombre ties for the most tricks</source>
        <translation>プエスタ：宣言者が最多トリックで並ぶ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ombre pays each defender 5 plus honours, and as much as the pot into it</source>
        <translation>宣言者が各防御側に5とオナーを払い、ポットと同額をポットに入れる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Codille: a defender takes more tricks than anyone</source>
        <translation>コディーユ：防御側の1人が誰よりも多くトリックを取る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ombre pays each defender 5 plus honours, and that defender as much as the pot</source>
        <translation>宣言者が各防御側に5とオナーを払い、その防御側にポットと同額を払う</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A lost game costs what the contract is worth (tourné 7, solo 15) instead of 5.</source>
        <translation>負けたゲームは5の代わりに契約の価値（トゥルネ7、ソロ15）を払います。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After a codille the defenders share the pot.</source>
        <translation>コディーユの後は防御側がポットを分け合います。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Honours: ombre holding the three matadors and the trumps below them in a row counts one for each; holding none of them counts the missing run the same way.</source>
        <translation>オナー：宣言者が3枚のマタドールとその下の切り札を続けて持っていれば1枚につき1点、1枚も持っていなければ欠けている続きの枚数を同じように数えます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Honours count at most 5.</source>
        <translation>オナーは最大5点までです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primeras: ombre who wins the first five tricks may stop (each defender pays 3 more) or lead on for the vole: all the tricks win 10 more from each defender, losing one costs ombre 30 less the contract&apos;s value to each defender.</source>
        <translation>プリメーラス：最初の5トリックを全部取った宣言者は、止める（各防御側が3を追加で払う）か、ヴォルを狙えます。全トリックを取れば各防御側から10を追加で受け取り、1つでも落とせば各防御側に30から契約の価値を引いた分を払います。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Alliance and results</source>
        <translation>同盟と結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In an alliance the declarer names trump and calls a king; its holder is the secret partner until the king is played. Together they need {target} of the {tricks} tricks; a solo needs as many alone, a vole every trick.</source>
        <translation>同盟では宣言者が切り札を決めてキングを呼びます。その持ち主はキングが出るまで秘密のパートナーです。2人で{tricks}トリック中{target}トリックが必要で、ソロは単独で同じだけ、ヴォルは全トリックが必要です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The winners take the pot and each loser pays each winner the value of the game.</source>
        <translation>勝った側がポットを取り、負けた人はそれぞれ勝った人それぞれにゲームの価値を払います。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Rules of {game}</source>
        <translation>{game}のルール</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/ombre/score_sheet.py" line="-103"/>
        <source>{result} ({name})</source>
        <comment>codille and who took it</comment>
        <translation>{result}（{name}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>vole</source>
        <translation>ヴォル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed vole</source>
        <translation>ヴォル失敗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>primeras</source>
        <translation>プリメーラス</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Ombre</source>
        <comment>the player who plays the contract</comment>
        <translation>宣言者</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="+18"/>
        <source>Pot</source>
        <translation>ポット</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="-5"/>
        <source>Deal {0}</source>
        <translation>第{0}回</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+52"/>
        <source>Chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Deal {0}: ante paid</source>
        <comment>the score sheet&apos;s last row</comment>
        <translation>ディール {0}: 場代支払い済み</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{contract} (forced)</source>
        <translation>{contract}（強制）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Final chips</source>
        <translation>最終チップ</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="-183"/>
        <source>{name} is ombre</source>
        <translation>{name}が宣言者</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You are ombre</source>
        <translation>あなたが宣言者</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{contract}, forced: everybody passed and you hold Spadille</source>
        <translation>{contract}、強制：全員パスし、あなたがスパディーユを持っている</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{contract}, forced: everybody passed and {name} holds Spadille</source>
        <translation>{contract}、強制：全員パスし、{name}がスパディーユを持っている</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{contract}, forced: everybody passed, Spadille lies in the talon and you hold Basto</source>
        <translation>{contract}、強制：全員パスし、スパディーユは山札にあり、あなたがバストを持っている</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{contract}, forced: everybody passed, Spadille lies in the talon and {name} holds Basto</source>
        <translation>{contract}、強制：全員パスし、スパディーユは山札にあり、{name}がバストを持っている</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{contract}: everybody passed, so the player sitting out takes the whole talon</source>
        <translation>{contract}：全員パスしたので、休んでいた人が山札を全部取る</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+244"/>
        <source>Everybody passed</source>
        <translation>全員パス</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Spadille and Basto both lie in the talon: the next dealer deals</source>
        <translation>スパディーユとバストが両方とも山札に：次の親が配る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pot stays; the next dealer deals</source>
        <translation>ポットはそのまま、次の親が配る</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tourné: {card}</source>
        <translation>トゥルネ：{card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>{suit} are trump</source>
        <translation>{suit}が切り札</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>named by {name}</source>
        <translation>{name}が宣言</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>named by you</source>
        <translation>あなたが宣言</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} calls the {card}</source>
        <translation>{name}が{card}を呼ぶ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You call the {card}</source>
        <translation>あなたが{card}を呼ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its holder is your secret partner</source>
        <translation>その持ち主があなたの秘密のパートナー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its holder is {name}&apos;s secret partner</source>
        <translation>その持ち主が{name}の秘密のパートナー</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} is the partner</source>
        <translation>{name}がパートナー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You are the partner</source>
        <translation>あなたがパートナー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>playing with you</source>
        <translation>あなたの味方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>playing with {declarer}</source>
        <translation>{declarer}の味方</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} announces honours</source>
        <translation>{name}がオナーを発表</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You announce honours</source>
        <translation>あなたがオナーを発表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{with_} with, {without} without</source>
        <translation>あり{with_}、なし{without}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+221"/>
        <source>Primeras!</source>
        <translation>プリメーラス！</translation>
    </message>
    <message numerus="yes">
        <location line="-220"/>
        <source>You took the first %n tricks</source>
        <translation>
            <numerusform>あなたが最初の%nトリックを取った</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name} took the first %n tricks</source>
        <translation>
            <numerusform>{name}が最初の%nトリックを取った</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} goes for the vole!</source>
        <translation>{name}がヴォルに挑戦！</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You go for the vole!</source>
        <translation>あなたがヴォルに挑戦！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every trick, or pay each defender</source>
        <translation>全トリックを取るか、さもなくば各防御側に支払い</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} stops</source>
        <translation>{name}が止める</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You stop</source>
        <translation>あなたが止める</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primeras: the game is won</source>
        <translation>プリメーラス：勝ち</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The vole fails</source>
        <translation>ヴォル失敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} lost a trick</source>
        <translation>{name}がトリックを1つ落とした</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You lost a trick</source>
        <translation>あなたがトリックを1つ落とした</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contrabola lost</source>
        <translation>コントラボラ失敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took a second trick</source>
        <translation>あなたが2つ目のトリックを取った</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took a second trick</source>
        <translation>{name}が2つ目のトリックを取った</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} gives up</source>
        <translation>{name}が降りる</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You give up</source>
        <translation>あなたが降りる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It counts as a puesta</source>
        <translation>プエスタになります</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} takes over</source>
        <translation>{name}が引き継ぐ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You take over</source>
        <translation>あなたが引き継ぐ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as ombre, after you gave up</source>
        <translation>あなたが降りた後、宣言者として</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as ombre, after {previous} gave up</source>
        <translation>{previous}が降りた後、宣言者として</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Vole!</source>
        <translation>ヴォル！</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You took every trick</source>
        <translation>あなたが全トリックを取った</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took every trick</source>
        <translation>{name}が全トリックを取った</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win with primeras</source>
        <translation>あなたがプリメーラスで勝ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins with primeras</source>
        <translation>{name}がプリメーラスで勝ち</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the {contract}</source>
        <translation>あなたが{contract}に勝った</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins the {contract}</source>
        <translation>{name}が{contract}に勝った</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>Codille!</source>
        <translation>コディーユ！</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>You beat {name}</source>
        <translation>あなたが{name}に勝った</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{winner} beats you</source>
        <translation>{winner}があなたに勝った</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} beats {name}</source>
        <translation>{winner}が{name}に勝った</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You failed the vole and pay each defender</source>
        <translation>あなたがヴォルに失敗し、各防御側に支払う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} failed the vole and pays each defender</source>
        <translation>{name}がヴォルに失敗し、各防御側に支払う</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You lose and pay as much as the pot into it</source>
        <translation>あなたが負け、ポットと同額をポットに入れる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} loses and pays as much as the pot into it</source>
        <translation>{name}が負け、ポットと同額をポットに入れる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No payments</source>
        <translation>支払いなし</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have the most chips: {chips}</source>
        <translation>チップが最も多いのはあなた：{chips}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has the most chips: {chips}</source>
        <translation>チップが最も多いのは{name}：{chips}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Sits out</source>
        <translation>休み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ombre · {contract}</source>
        <translation>宣言者 · {contract}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner</source>
        <translation>パートナー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defender</source>
        <translation>防御側</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Passed</source>
        <translation>パス</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dealer</source>
        <translation>親</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>took %n</source>
        <comment>cards from the talon</comment>
        <translation>
            <numerusform>%n枚引いた</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Announcements</source>
        <translation>宣言</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange</source>
        <translation>交換</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Naming trump</source>
        <translation>切り札の宣言</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calling a king</source>
        <translation>キングを呼ぶ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick {0} of {1}</source>
        <translation>トリック {0}/{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primeras</source>
        <translation>プリメーラス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre gave up</source>
        <translation>宣言者が降りた</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal over</source>
        <translation>この回は終了</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal {0} of {1}</source>
        <translation>第{0}回／全{1}回</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{contract} · {name}</source>
        <translation>{contract} · {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trump not named yet</source>
        <translation>切り札は未定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trump: {suit}</source>
        <translation>切り札：{suit}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>calls {card}</source>
        <translation>{card}を呼ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>forced</source>
        <translation>強制</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your bid: choose a contract or pass.</source>
        <translation>ビッドの番です：契約を選ぶかパスしてください。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Choose %n card(s) to discard, then press the button on the table.</source>
        <translation>
            <numerusform>捨てるカードを%n枚選び、テーブルのボタンを押してください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose {0} to {1} cards to discard, then press the button on the table.</source>
        <translation>捨てるカードを{0}枚から{1}枚まで選び、テーブルのボタンを押してください。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Choose up to %n card(s) to discard (or none), then press the button on the table.</source>
        <translation>
            <numerusform>捨てるカードを最大%n枚選び（選ばなくても構いません）、テーブルのボタンを押してください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gascarola: keep one card and discard the other {0}, or discard all {1}; then press the button on the table.</source>
        <translation>ガスカローラ：1枚だけ残して残りの{0}枚を捨てるか、{1}枚すべてを捨て、テーブルのボタンを押してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep my hand</source>
        <translation>手札のまま</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Exchange %n</source>
        <translation>
            <numerusform>%n枚交換</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: play a card.</source>
        <translation>あなたの番です：カードを出してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your decision: choose on the table.</source>
        <translation>あなたが決める番です：テーブルで選んでください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Highest so far: {contract}, your bid.</source>
        <translation>現在の最高：{contract}（あなたの宣言）。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n chip(s) in the pot.</source>
        <translation>
            <numerusform>ポットにチップが%n枚あります。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your bid</source>
        <translation>あなたのビッド</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Nobody has bid yet.</source>
        <translation>まだ誰もビッドしていません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Highest so far: {contract} ({name}).</source>
        <translation>現在の最高：{contract}（{name}）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+45"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>out of the bidding</source>
        <translation>ビッドから降りる</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You may announce a game of your own, or pass.</source>
        <translation>自分でゲームを宣言するか、パスできます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name trump</source>
        <translation>切り札を宣言</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play {contract}: which suit is trump?</source>
        <translation>{contract}をプレイします：どのスートを切り札にしますか？</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n trump(s) in your hand</source>
        <translation>
            <numerusform>手札の切り札%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Call a king</source>
        <translation>キングを呼ぶ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its holder plays with you, a secret until the card is played.</source>
        <translation>その持ち主があなたの味方になります。カードが出るまで秘密です。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You won the first %n tricks. Stop now, or lead on for the vole.</source>
        <translation>
            <numerusform>最初の%nトリックを取りました。ここで止めるか、ヴォルを狙って続けてください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop</source>
        <translation>止める</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win now, +{0} from each defender</source>
        <translation>ここで勝ち、各防御側から+{0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win now</source>
        <translation>ここで勝ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go for the vole</source>
        <translation>ヴォルを狙う</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>all %n tricks, or pay each defender</source>
        <translation>
            <numerusform>全%nトリック、さもなくば各防御側に支払い</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} gave up</source>
        <translation>{name}が降りました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take over as ombre and play the deal on from here?</source>
        <translation>宣言者を引き継いで、ここから続けますか？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take over</source>
        <translation>引き継ぐ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>you become ombre</source>
        <translation>あなたが宣言者になる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deal ends as a puesta</source>
        <translation>この回はプエスタで終わる</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give up (puesta)</source>
        <translation>降りる（プエスタ）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hint: {0}</source>
        <translation>ヒント：{0}</translation>
    </message>
</context>
<context>
    <name>OmbreTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/games/ombre/history.py" line="+67"/>
        <source>Entrada</source>
        <translation>エントラーダ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tourné</source>
        <translation>トゥルネ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alliance</source>
        <translation>アライアンス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vole</source>
        <translation>ボル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gascarola</source>
        <translation>ガスカロラ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrabola</source>
        <translation>コントラボラ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>sacada (ombre wins)</source>
        <translation>サカーダ（オンブルの勝ち）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puesta (ombre loses)</source>
        <translation>プエスタ（オンブルの負け）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>codille (a defender wins)</source>
        <translation>コディーユ（守備側の勝ち）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drawn</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Ombre</source>
        <translation>オンブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre (eldest leads)</source>
        <translation>オンブル（エルデストのリード）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadrille</source>
        <translation>カドリーユ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quintille</source>
        <translation>カンティーユ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-handed Ombre</source>
        <translation>2人オンブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre for four</source>
        <translation>4人オンブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom rules</source>
        <translation>カスタムルール</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Deals</source>
        <translation>ディール数</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Deal {0}</source>
        <translation>ディール {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals played</source>
        <translation>プレイしたディール数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average chips won per deal</source>
        <translation>1ディールあたりの平均獲得チップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips/deal</source>
        <translation>チップ/ディール</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+36"/>
        <source>Contracts</source>
        <translation>コントラクト</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Your contracts as ombre: won / played</source>
        <translation>オンブルとしてのコントラクト：勝ち / 回数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codilles</source>
        <translation>コディーユ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals of the match the ombre lost by codille</source>
        <translation>この対局でオンブルがコディーユで負けたディール</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+35"/>
        <source>Chips won</source>
        <translation>獲得チップ</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>The chips you won (or lost) in the match</source>
        <translation>この対局で得た（または失った）チップ</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+85"/>
        <source>Thrown in: everyone passed.</source>
        <translation>流れ：全員がパスしました。</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>You played {1} in {2}: {3}.</source>
        <translation>あなたが {2} 切り札で {1}：{3}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} played {1} in {2}: {3}.</source>
        <translation>{0} が {2} 切り札で {1}：{3}。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You won the codille.</source>
        <translation>あなたがコディーユで勝ちました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} won the codille.</source>
        <translation>{0} がコディーユで勝ちました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the ombre: who played the contract of that deal</source>
        <translation>オンブル：そのディールのコントラクトを宣言した人</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Contracts played</source>
        <translation>宣言したコントラクト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contracts won</source>
        <translation>勝ったコントラクト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won as ombre</source>
        <translation>オンブルで勝ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codilles won</source>
        <translation>コディーユ勝ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codilles suffered</source>
        <translation>コディーユ負け</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Contracts as ombre</source>
        <translation>オンブルとしてのコントラクト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>宣言</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Ombre: {0}</source>
        <translation>オンブル：{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trump {0}</source>
        <translation>切り札 {0}</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%nトリック</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+44"/>
        <source>Pot: {0}</source>
        <translation>ポット：{0}</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Trick {0}</source>
        <translation>トリック {0}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Deal {0} is over: {1}.</source>
        <translation>ディール {0} 終了：{1}。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{0} wins trick {1}.</source>
        <translation>{0} がトリック {1} を取る。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win trick {1}.</source>
        <translation>あなたがトリック {1} を取る。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} bids {1}.</source>
        <translation>{0} が {1} を宣言。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You bid {1}.</source>
        <translation>あなたが {1} を宣言。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} passes.</source>
        <translation>{0} はパス。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You pass.</source>
        <translation>あなたはパス。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You exchange %n card(s).</source>
        <translation>
            <numerusform>あなたがカードを %n 枚交換。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} exchanges %n card(s).</source>
        <translation>
            <numerusform>{0} がカードを %n 枚交換。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} names trump: {1}.</source>
        <translation>{0} が切り札を {1} に決める。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You name trump: {1}.</source>
        <translation>あなたが切り札を {1} に決める。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} calls the {1}.</source>
        <translation>{0} が {1} をコール。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You call the {1}.</source>
        <translation>あなたが {1} をコール。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} plays the {1}.</source>
        <translation>{0} が {1} を出す。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You play the {1}.</source>
        <translation>あなたが {1} を出す。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You go on for the vole.</source>
        <translation>あなたがボルを狙って続ける。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} goes on for the vole.</source>
        <translation>{0} がボルを狙って続ける。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stop after the primeras.</source>
        <translation>あなたがプリメーラスで止める。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} stops after the primeras.</source>
        <translation>{0} がプリメーラスで止める。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} gives up.</source>
        <translation>{0} が降りる。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You give up.</source>
        <translation>あなたが降りる。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take over as ombre.</source>
        <translation>あなたがオンブルを引き継ぐ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} takes over as ombre.</source>
        <translation>{0} がオンブルを引き継ぐ。</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/options.py" line="+163"/>
        <source>French suits (as played in Denmark)</source>
        <translation>フランス式スート（デンマーク式）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spanish suits (oros, copas, espadas, bastos)</source>
        <translation>スペイン式スート（オロス、コパス、エスパーダス、バストス）</translation>
    </message>
    <message>
        <location line="+101"/>
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
        <location line="+2"/>
        <source>Keep the melds on the table until I click or press Space</source>
        <translation>クリックかスペースキーを押すまでメルドをテーブルに残す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off: the melds go back to the hands after a few seconds.</source>
        <translation>オフ：メルドは数秒後に手札に戻ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review each of my hands in the background</source>
        <translation>自分のディールをすべて裏で振り返る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach looks at every hand you play as it ends, so “Review this hand” shows it at once.</source>
        <translation>コーチがディールが終わるたびに振り返るので、「このディールを振り返る」ですぐに表示されます。</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <source>Ombre&apos;s cards:</source>
        <translation>オンブルのカード：</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+3"/>
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
        <location filename="../hearts_desktop/ui/persistence.py" line="-12"/>
        <source>Hearts Desktop is already running with the data folder {0}{1}. Close it first: two programs writing the same saved games and history could damage them.</source>
        <translation>Hearts Desktop はデータフォルダ {0}{1} ですでに起動しています。先にそちらを終了してください。2つのプログラムが同じセーブデータと履歴に書き込むと、データが壊れるおそれがあります。</translation>
    </message>
    <message>
        <location line="-1"/>
        <source> (process {0})</source>
        <translation>（プロセス {0}）</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Hearts Desktop cannot lock its data folder {0}; it would not be able to keep your saved games safe. Check that the folder is writable.</source>
        <translation>Hearts Desktop はデータフォルダ {0} をロックできません。このままではセーブデータを安全に保てません。フォルダに書き込めるか確認してください。</translation>
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
        <location line="+82"/>
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
        <location line="+159"/>
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
    <name>Pinochle</name>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/input.py" line="+103"/>
        <source>Concede the hand</source>
        <translation>このハンドを降りる</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your call: bid or pass.</source>
        <translation>あなたの番です：ビッドするかパスしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won the auction: name trump.</source>
        <translation>オークションに勝ちました：切り札を決めてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose 4 cards to give your partner, then press “{0}”.</source>
        <translation>パートナーに渡すカードを4枚選び、「{0}」を押してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose 4 cards to give back to your partner, then press “{0}”.</source>
        <translation>パートナーに返すカードを4枚選び、「{0}」を押してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lead the first card, or concede the hand if the contract cannot be made.</source>
        <translation>最初のカードを出してください。コントラクトが達成できないなら、このハンドを降りることもできます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: play a card.</source>
        <translation>あなたの番です：カードを出してください。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your bid</source>
        <translation>あなたのビッド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No bid yet; the lowest bid is {0}.</source>
        <translation>まだビッドはありません。最低ビッドは {0} です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High bid: {0} by {1}.</source>
        <translation>最高ビッド：{0}（{1}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your best meld: {0} with {1} {2} trump.</source>
        <translation>最高のメルド：{1} {2} が切り札なら {0} 点。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You hold no meld.</source>
        <translation>メルドはありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>jump</source>
        <translation>ジャンプ</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../hearts_desktop/ui/games/pinochle/labels.py" line="+147"/>
        <source>Pass with help</source>
        <translation>ヘルプ付きパス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I can help my partner</source>
        <translation>パートナーを助けられる</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/pinochle/labels.py" line="+0"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>final for this hand</source>
        <translation>このハンドではもうビッドできない</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name trump</source>
        <translation>切り札を決める</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your contract is {0}. Your partner will give you 4 cards.</source>
        <translation>コントラクトは {0} です。パートナーから4枚渡されます。</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>meld {0}, %n card(s)</source>
        <translation>
            <numerusform>メルド {0}、%n 枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>You have chosen %n cards; click one to put it back.</source>
        <translation>
            <numerusform>%n 枚選びました。戻すにはカードをクリックしてください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Choose %n more.</source>
        <translation>
            <numerusform>あと %n 枚選んでください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ready: press “{0}”.</source>
        <translation>準備完了：「{0}」を押してください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No hint is available right now.</source>
        <translation>今はヒントを出せません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>play the {0}</source>
        <translation>{0} を出す</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>give {0}</source>
        <translation>{0} を渡す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid {0}</source>
        <translation>{0} をビッド</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>name {0} trump</source>
        <translation>{0} を切り札にする</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass with help</source>
        <translation>ヘルプ付きパス</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concede the hand</source>
        <translation>このハンドを降りる</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {0}.</source>
        <translation>ヒント：{0}。</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/labels.py" line="-108"/>
        <source>Spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds</source>
        <translation>ダイヤ</translation>
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
        <translation>Q</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>J</source>
        <comment>rank: jack</comment>
        <translation>J</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ace</source>
        <translation>エース</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King</source>
        <translation>キング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>クイーン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jack</source>
        <translation>ジャック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{rank} of {suit}</source>
        <comment>a card</comment>
        <translation>{suit}の{rank}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>むずかしい</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run</source>
        <translation>ラン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double run</source>
        <translation>ダブルラン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple run</source>
        <translation>トリプルラン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadruple run</source>
        <translation>クアドラプルラン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Royal marriage</source>
        <translation>ロイヤルマリッジ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marriage</source>
        <translation>マリッジ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dix</source>
        <translation>ディックス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces around</source>
        <translation>エースアラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double aces</source>
        <translation>ダブルエース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple aces</source>
        <translation>トリプルエース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadruple aces</source>
        <translation>クアドラプルエース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings around</source>
        <translation>キングアラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double kings</source>
        <translation>ダブルキング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple kings</source>
        <translation>トリプルキング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadruple kings</source>
        <translation>クアドラプルキング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queens around</source>
        <translation>クイーンアラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double queens</source>
        <translation>ダブルクイーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple queens</source>
        <translation>トリプルクイーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadruple queens</source>
        <translation>クアドラプルクイーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jacks around</source>
        <translation>ジャックアラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double jacks</source>
        <translation>ダブルジャック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple jacks</source>
        <translation>トリプルジャック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadruple jacks</source>
        <translation>クアドラプルジャック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pinochle</source>
        <comment>meld: Q♠ and J♦</comment>
        <translation>ピノクル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double pinochle</source>
        <translation>ダブルピノクル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple pinochle</source>
        <translation>トリプルピノクル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadruple pinochle</source>
        <translation>クアドラプルピノクル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roundhouse</source>
        <translation>ラウンドハウス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double roundhouse</source>
        <translation>ダブルラウンドハウス</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Meld {0}</source>
        <translation>メルド {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No meld</source>
        <translation>メルドなし</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bid {0}</source>
        <translation>ビッド {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Made</source>
        <translation>メイク</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set</source>
        <translation>セット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conceded</source>
        <translation>降り</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0} &amp; {1}</source>
        <comment>team of two partners</comment>
        <translation>{0}・{1}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You and {0} win the game!</source>
        <translation>あなたと{0}のチームの勝ち！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} win the game!</source>
        <translation>{0}のチームの勝ち！</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pinochle (small scale)</source>
        <translation>ピノクル（小さい点数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pinochle ×10</source>
        <translation>ピノクル ×10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-deck Pinochle</source>
        <translation>ダブルデック・ピノクル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom rules</source>
        <translation>カスタムルール</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>this card</source>
        <translation>このカード</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You must follow suit: play {0} while you have any.</source>
        <translation>スートに従わなければなりません：{0} があるうちは {0} を出してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must head the trick: beat the {0} with {1}.</source>
        <translation>最強のカードを上回らなければなりません：{1} で {0} に勝ってください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have no {0}: you must play a trump.</source>
        <translation>{0} がないので切り札を出さなければなりません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>card of the suit led</source>
        <translation>リードされたスートのカード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must overtrump the {0}: play {1}.</source>
        <translation>より強い切り札で {0} に勝たなければなりません：{1} を出してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your bid must be at least {0}.</source>
        <translation>ビッドは {0} 以上でなければなりません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No bid may be higher than {0}: no team can score more in a hand.</source>
        <translation>{0} を超えるビッドはできません。1 回のハンドでそれ以上得点できるチームはありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is not a bid under these rules; the next bid above is {1}.</source>
        <translation>このルールでは {0} はビッドできません。すぐ上のビッドは {1} です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first bidder may not pass: bid at least {0}.</source>
        <translation>最初の人はパスできません：{0} 以上をビッドしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have passed: a pass is final.</source>
        <translation>パスしました：パスは取り消せません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules have no pass with help.</source>
        <translation>このルールにはヘルプ付きパスはありません。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Choose exactly %n cards to give.</source>
        <translation>
            <numerusform>渡すカードをちょうど %n 枚選んでください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the declarer and their partner exchange cards.</source>
        <translation>カードを交換するのはディクレアラーとそのパートナーだけです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand can be conceded only before the first card is led.</source>
        <translation>降りられるのは最初のカードが出される前だけです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please wait: it is not your turn.</source>
        <translation>お待ちください：あなたの番ではありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {0} is not in your hand.</source>
        <translation>{0} は手札にありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same card was chosen twice.</source>
        <translation>同じカードを2回選びました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not allowed now.</source>
        <translation>今はそれはできません。</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/presentation.py" line="+70"/>
        <source>Pinochle</source>
        <translation>ピノクル</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_form.py" line="-136"/>
        <source>“Pass with help” may be called</source>
        <translation>「ヘルプ付きパス」を使う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first bidder must bid (no stuck dealer)</source>
        <translation>最初の人は必ずビッドする（ディーラーの強制ビッドなし）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No extra marriage beside a run (run + K + Q = 19)</source>
        <translation>ランと一緒の追加マリッジなし（ラン + K + Q = 19）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roundhouse: K and Q of every suit</source>
        <translation>ラウンドハウス：全スートの K と Q</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every value times ten (run 150, minimum bid 250)</source>
        <translation>すべての点数を10倍（ラン 150、最低ビッド 250）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump even when you cannot overtrump</source>
        <translation>上回れなくても切り札を出す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double deck: 80 cards, 20 each</source>
        <translation>ダブルデック：80枚、各20枚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The declaring team must take a trick to keep its meld</source>
        <translation>ディクレアラー側は1トリック取らないとメルドが無効</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A set team also loses its meld</source>
        <translation>セットされた側はメルドも失う</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Always beat the winning card if you can</source>
        <translation>できるときは常に最強のカードを上回る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat it only when trumps are led</source>
        <translation>切り札がリードされたときだけ上回る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never: follow suit, else trump</source>
        <translation>上回らなくてよい：スートに従い、なければ切り札</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Raise by 1</source>
        <translation>1ずつ上げる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By 1, then by 5 from 60</source>
        <translation>1ずつ、60からは5ずつ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All the hand&apos;s counters</source>
        <translation>そのハンドのカウンターすべて</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counters they took</source>
        <translation>取ったカウンターだけ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four players, partners opposite, 48 cards. Minimum bid 25, game to 150 on the small scale (run 15, counters 1).</source>
        <translation>4人、パートナーは向かい合わせ、48枚。最低ビッド 25、小さい点数で 150 点先取（ラン 15、カウンター 1）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game on the classic scale: counters 10, run 150, minimum bid 250, game to 1500.</source>
        <translation>同じゲームを伝統的な点数で：カウンター 10、ラン 150、最低ビッド 250、1500 点先取。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>80 cards without nines, 20 each. Minimum bid 50, 50 counters a hand, game to 500.</source>
        <translation>9を除いた80枚、各20枚。最低ビッド 50、1ハンドのカウンター 50、500 点先取。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of the options.</source>
        <translation>オプションを自分で組み合わせたルールです。</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Choose a game target, a number of deals, or both.</source>
        <translation>目標点かディール数、または両方を決めてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The roundhouse is played with a single deck only.</source>
        <translation>ラウンドハウスは1デックでのみ遊べます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These rules cannot be played: {0}</source>
        <translation>このルールでは遊べません：{0}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Minimum bid:</source>
        <translation>最低ビッド：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bids go:</source>
        <translation>ビッドの刻み：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heading the trick:</source>
        <translation>最強のカードを上回る義務：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the declarers are set, the defenders score:</source>
        <translation>ディクレアラー側がセットされたとき守備側が得るもの：</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_page.py" line="+69"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+412"/>
        <source>Auction</source>
        <translation>オークション</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_page.py" line="+32"/>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meld and scoring</source>
        <translation>メルドと得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat 3 is your partner, opposite you; seats 2 and 4 play together against you.</source>
        <translation>3番の席が向かいのパートナーです。2番と4番の席が組んで相手になります。</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_page.py" line="-60"/>
        <source>K Q of every suit</source>
        <translation>全スートの K Q</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Players and cards</source>
        <translation>プレイヤーとカード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four players in two partnerships; partners sit opposite. 80 cards: four of each A, 10, K, Q, J in every suit, 20 to each player, dealt 4 at a time.</source>
        <translation>4人が2組に分かれ、パートナーは向かい合わせに座ります。80枚：各スートに A、10、K、Q、J が4枚ずつ。1人20枚を4枚ずつ配ります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four players in two partnerships; partners sit opposite. 48 cards: two of each A, 10, K, Q, J, 9 in every suit, 12 to each player, dealt 3 at a time.</source>
        <translation>4人が2組に分かれ、パートナーは向かい合わせに座ります。48枚：各スートに A、10、K、Q、J、9 が2枚ずつ。1人12枚を3枚ずつ配ります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards rank A 10 K Q J 9 in every suit. When two identical cards fall in one trick, the one played first wins. Aces, tens and kings are counters worth {0} each; the last trick is worth {1} more: {2} in every hand.</source>
        <translation>どのスートも A 10 K Q J 9 の順です。同じカードが1トリックに出たら先に出したほうが勝ちます。A、10、K はカウンターで各 {0} 点、最後のトリックはさらに {1} 点：1ハンドで合計 {2} 点です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The player left of the dealer speaks first. Bid at least {0}, and more than the bid before; a pass is final.</source>
        <translation>ディーラーの左隣から話します。{0} 以上で、前のビッドより高くビッドしてください。パスは取り消せません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bids go up by {0} below {1}, then in steps of {2}.</source>
        <translation>ビッドは {1} 未満では {0} ずつ、それ以降は {2} ずつ上げます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first bidder must bid.</source>
        <translation>最初の人は必ずビッドします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the first three players pass, the dealer is stuck with {0}.</source>
        <translation>最初の3人がパスすると、ディーラーが {0} で引き受けます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“Pass with help” is a pass that tells the partner: I hold cards that will help you.</source>
        <translation>「ヘルプ付きパス」は、パートナーに「助けになるカードを持っている」と伝えるパスです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trump, exchange and meld</source>
        <translation>切り札、交換、メルド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner of the auction (the declarer) names trump. The partner then gives the declarer 4 cards face down, and the declarer gives 4 back. The defenders see only the backs.</source>
        <translation>オークションの勝者（ディクレアラー）が切り札を決めます。パートナーはディクレアラーに4枚を伏せて渡し、ディクレアラーは4枚を返します。守備側には裏しか見えません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Then every player lays out their meld, starting with the declarer, and the cards go back to the hands. A card may serve in melds of different kinds.</source>
        <translation>そのあとディクレアラーから順に全員がメルドを見せ、カードは手札に戻ります。1枚のカードを種類の違うメルドに使えます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>点数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Before the first lead the declarer may concede: the declaring team loses the contract and the defenders score their meld and all counters.</source>
        <translation>最初のリードの前なら、ディクレアラーは降りられます：ディクレアラー側はコントラクト分を失い、守備側はメルドとすべてのカウンターを得ます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The declarer leads to the first trick; the winner of a trick leads the next. You must follow suit.</source>
        <translation>最初のトリックはディクレアラーがリードし、以後はトリックの勝者がリードします。スートには従わなければなりません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You must head the trick: beat the winning card if you can, in the suit led or, when you have none of it, with a higher trump.</source>
        <translation>最強のカードを上回らなければなりません：できるなら、リードされたスートで、それがなければより強い切り札で。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You must beat the winning card only when trumps are led.</source>
        <translation>切り札がリードされたときだけ最強のカードを上回る義務があります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You never have to beat the winning card.</source>
        <translation>最強のカードを上回る義務はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With no card of the suit led you must play a trump if you have one.</source>
        <translation>リードされたスートがなければ、切り札があるかぎり切り札を出さなければなりません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With no card of the suit led you must overtrump if you can; if you cannot, you may play any card.</source>
        <translation>リードされたスートがなければ、できるときはより強い切り札を出します。できなければどのカードを出してもかまいません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scoring</source>
        <translation>得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The declaring team makes its contract when its meld and counters reach the bid: it scores them all. Otherwise it is set and loses the bid.</source>
        <translation>ディクレアラー側のメルドとカウンターの合計がビッドに届けばメイクで、その合計を得ます。届かなければセットでビッド分を失います。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A set team also loses its meld.</source>
        <translation>セットされた側はメルドも失います。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The declaring team keeps its meld only if it takes a trick.</source>
        <translation>ディクレアラー側は1トリック以上取らないとメルドが認められません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The defenders score their meld and counters; when the declarers are set, they take all the counters.</source>
        <translation>守備側はメルドとカウンターを得ます。ディクレアラー側がセットされたら、カウンターをすべて得ます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The defenders score their meld and the counters they took.</source>
        <translation>守備側はメルドと自分が取ったカウンターを得ます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first team to reach {0} wins; if both reach it in the same hand, the declaring team wins.</source>
        <translation>先に {0} 点に達した組の勝ちです。同じハンドで両方が達したらディクレアラー側の勝ちです。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game ends after %n deal(s).</source>
        <translation>
            <numerusform>%n ディールでゲームが終わります。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rules of Pinochle</source>
        <translation>ピノクルのルール</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/score_sheet.py" line="+69"/>
        <source>Declarer</source>
        <translation>ディクレアラー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bid</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trump</source>
        <translation>切り札</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_page.py" line="-58"/>
        <location filename="../hearts_desktop/ui/games/pinochle/score_sheet.py" line="+1"/>
        <source>Meld</source>
        <translation>メルド</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/score_sheet.py" line="+0"/>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hand</source>
        <translation>ハンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A set or a concession gives the defenders every counter of the hand: “{0} → {1}” means they took {0} and score {1}.</source>
        <translation>ディクレアラー側がセットされるか降りると、守備側はそのハンドのカウンターをすべて得ます。「{0} → {1}」は、取ったのが{0}で、得点が{1}という意味です。</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/presentation.py" line="+15"/>
        <location filename="../hearts_desktop/ui/games/pinochle/score_sheet.py" line="+12"/>
        <source>Hand {0}</source>
        <translation>ハンド {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/score_sheet.py" line="+50"/>
        <source>Score sheet</source>
        <translation>スコア表</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Final scores</source>
        <translation>最終スコア</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scores</source>
        <translation>スコア</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-33"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="-126"/>
        <source>{0} is stuck with the bid</source>
        <translation>{0} がビッドを引き受けます</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+1"/>
        <source>Everyone passed: the dealer plays {0}.</source>
        <translation>全員パス：ディーラーが {0} で遊びます。</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-16"/>
        <source>{0} gives {1} to you.</source>
        <translation>{0}があなたに{1}を渡しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You give {1} to {2}.</source>
        <translation>あなたが{2}に{1}を渡しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} gives {1} to {2}.</source>
        <translation>{0}が{2}に{1}を渡しました。</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="-2"/>
        <source>You are stuck with the bid</source>
        <translation>あなたがビッドを引き受けます</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+3"/>
        <source>You win the auction</source>
        <translation>あなたがオークションに勝ちました</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+1"/>
        <source>{0} wins the auction</source>
        <translation>{0} がオークションに勝ちました</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+1"/>
        <source>Contract: {0}</source>
        <translation>コントラクト：{0}</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+12"/>
        <source>You concede</source>
        <translation>あなたが降りました</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="-9"/>
        <location line="+114"/>
        <source>Trump: {0} {1}</source>
        <translation>切り札：{0} {1}</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>Named by {0}</source>
        <translation>{0} が指定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Named by you</source>
        <translation>あなたが指定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meld: {0} to {1}</source>
        <translation>メルド：{0} 対 {1}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+4"/>
        <source>{0} concedes</source>
        <translation>{0} が降りました</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+1"/>
        <source>The declaring team loses its contract of {0}.</source>
        <translation>ディクレアラー側はコントラクト {0} 点を失います。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Contract made: {0}</source>
        <translation>メイク：{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set! {0}</source>
        <translation>セット！{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conceded: {0}</source>
        <translation>降り：{0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+2"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+1"/>
        <source>{0}: meld {1} + counters {2}, bid {3}</source>
        <translation>{0}：メルド {1} + カウンター {2}、ビッド {3}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+48"/>
        <source>Contract {0}: {1}</source>
        <translation>コントラクト {0}：{1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trump not named yet</source>
        <translation>切り札はまだ決まっていません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trump: {0}</source>
        <translation>切り札：{0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meld {0} + counters {1}</source>
        <translation>メルド {0} + カウンター {1}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Declarer {0}</source>
        <translation>ディクレアラー {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner</source>
        <translation>パートナー</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No trump yet</source>
        <translation>切り札未定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Naming trump</source>
        <translation>切り札を決めています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partners exchange cards</source>
        <translation>パートナー同士のカード交換</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trick {0} of {1}</source>
        <translation>トリック {0}/{1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand over</source>
        <translation>ハンド終了</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give back 4</source>
        <translation>4枚返す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give 4 cards</source>
        <translation>4枚渡す</translation>
    </message>
</context>
<context>
    <name>PinochleTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/history.py" line="-193"/>
        <source>made</source>
        <translation>メイク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set</source>
        <translation>セット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conceded</source>
        <translation>降りた</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Run</source>
        <translation>ラン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Royal marriage</source>
        <translation>ロイヤルマリッジ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marriage</source>
        <translation>マリッジ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dix</source>
        <translation>ディックス</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+69"/>
        <source>Pinochle</source>
        <translation>ピノクル</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Roundhouse</source>
        <translation>ラウンドハウス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double roundhouse</source>
        <translation>ダブルラウンドハウス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces around</source>
        <translation>エースアラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings around</source>
        <translation>キングアラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queens around</source>
        <translation>クイーンアラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jacks around</source>
        <translation>ジャックアラウンド</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Pinochle (×10 scale)</source>
        <translation>ピノクル（×10 点数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-deck Pinochle</source>
        <translation>ダブルデック・ピノクル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom rules</source>
        <translation>カスタムルール</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+44"/>
        <source>Contracts</source>
        <translation>コントラクト</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Your team&apos;s contracts: made / played</source>
        <translation>自チームのコントラクト：メイク / 回数</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+45"/>
        <location line="+9"/>
        <source>Set</source>
        <translation>セット</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Your team&apos;s contracts that were set</source>
        <translation>自チームがセットされたコントラクト</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+43"/>
        <source>Average bid</source>
        <translation>平均ビッド</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Your team&apos;s average contract</source>
        <translation>自チームの平均コントラクト</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+42"/>
        <source>Best meld</source>
        <translation>最高メルド</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Your best meld of the match</source>
        <translation>この対局でのあなたの最高メルド</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You bid {1} in {2}: {3}.</source>
        <translation>あなたが {2} 切り札でビッド {1}：{3}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} bid {1} in {2}: {3}.</source>
        <translation>{0} が {2} 切り札でビッド {1}：{3}。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Meld {0} – {1}, counters {2} – {3}.</source>
        <translation>メルド {0} – {1}、カウンター {2} – {3}。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the declaring team: it won the auction in that hand</source>
        <translation>ディクレアラー側：そのハンドのオークションに勝ったチーム</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Contracts played by your team</source>
        <translation>自チームのコントラクト数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contracts made</source>
        <translation>メイクしたコントラクト</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <source>Made</source>
        <translation>メイク</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Contracts set</source>
        <translation>セットされたコントラクト</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your team&apos;s contracts</source>
        <translation>自チームのコントラクト</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Contract {0}</source>
        <translation>コントラクト {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declarer: {0}</source>
        <translation>ディクレアラー：{0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Meld {0}</source>
        <translation>メルド {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bidding</source>
        <translation>オークション中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trick {0}</source>
        <translation>トリック {0}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid {0}</source>
        <translation>ビッド {0}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{0} wins trick {1} ({2} counters).</source>
        <translation>{0} がトリック {1} を取る（カウンター {2}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win trick {1} ({2} counters).</source>
        <translation>あなたがトリック {1} を取る（カウンター {2}）。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hand {0}: {1} bid {2}, {3}; meld {4} – {5}, counters {6} – {7}.</source>
        <translation>ハンド {0}：{1} のビッド {2}、{3}。メルド {4} – {5}、カウンター {6} – {7}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand {0}: you bid {2}, {3}; meld {4} – {5}, counters {6} – {7}.</source>
        <translation>ハンド {0}：あなたのビッド {2}、{3}。メルド {4} – {5}、カウンター {6} – {7}。</translation>
    </message>
    <message>
        <location line="+20"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-15"/>
        <source>{0} melds {1}: {2}.</source>
        <translation>{0} のメルド {1}：{2}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-1"/>
        <source>You meld {1}: {2}.</source>
        <translation>あなたのメルド {1}：{2}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-44"/>
        <source>{0} bids {1}.</source>
        <translation>{0} が {1} をビッド。</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-1"/>
        <source>You bid {1}.</source>
        <translation>あなたが {1} をビッド。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+3"/>
        <source>You pass with help.</source>
        <translation>あなたはヘルプ付きパス。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+1"/>
        <source>{0} passes with help.</source>
        <translation>{0} はヘルプ付きパス。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+2"/>
        <source>{0} passes.</source>
        <translation>{0} はパス。</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+0"/>
        <source>You pass.</source>
        <translation>あなたはパス。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+2"/>
        <source>You name trump: {1}.</source>
        <translation>あなたが切り札を {1} に決める。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+1"/>
        <source>{0} names trump: {1}.</source>
        <translation>{0} が切り札を {1} に決める。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+8"/>
        <source>You pass %n card(s) to the partner.</source>
        <translation>
            <numerusform>あなたがパートナーにカードを %n 枚渡す。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+1"/>
        <source>{0} passes %n card(s) to the partner.</source>
        <translation>
            <numerusform>{0} がパートナーにカードを %n 枚渡す。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+11"/>
        <source>You concede the hand.</source>
        <translation>あなたがこのハンドを降りる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+1"/>
        <source>{0} concedes the hand.</source>
        <translation>{0} がこのハンドを降りる。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+3"/>
        <source>{0} plays the {1}.</source>
        <translation>{0} が {1} を出す。</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-1"/>
        <source>You play the {1}.</source>
        <translation>あなたが {1} を出す。</translation>
    </message>
</context>
<context>
    <name>PlayByCodeDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/deal_code.py" line="-148"/>
        <source>Type or paste a deal code.</source>
        <translation>ディールコードを入力するかペーストしてください。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0}, {1}: deal {2} of match {3}, shared from seat {4}.</source>
        <translation>{0}、{1}：対戦 {3} のディール {2}（{4}番席からシェア）。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seat {0}</source>
        <translation>{0}番席</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {0} (the code&apos;s)</source>
        <translation>{0}番席（コードの席）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Play a deal by code</source>
        <translation>コードでディールをプレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deal code names one deal of one match: the game, the rules and the cards. Type or paste the code someone shared; the same cards are dealt at a new table.</source>
        <translation>ディールコードは、ある対戦の1つのディール（ゲーム、ルール、カード）を表します。シェアされたコードを入力するかペーストすると、新しいテーブルで同じカードが配られます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Paste</source>
        <translation>ペースト(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Your seat:</source>
        <translation>あなたの席(&amp;Y):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;CPU players:</source>
        <translation>CPUプレイヤー(&amp;C):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
</context>
<context>
    <name>PlayFromHereDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/play_from_here.py" line="+175"/>
        <source>Seat {0}:</source>
        <translation>{0}番席:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat {0} ({1}):</source>
        <translation>{0}番席（{1}）:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As in the match ({0})</source>
        <translation>対戦と同じ（{0}）</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Play from here</source>
        <translation>ここから続ける</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on from this moment ({0}) at the table. The match you play is kept in the history as a match of its own, linked to this one.</source>
        <translation>この場面（{0}）からテーブルで続けます。続けた対戦は、この対戦とつながった別の対戦として履歴に残ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Your seat:</source>
        <translation>あなたの席(&amp;Y):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU players:</source>
        <translation>CPUプレイヤー:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play from here</source>
        <translation>ここから続ける(&amp;P)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat {0}: yours in the match</source>
        <translation>{0}番席：対戦でのあなたの席</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {0}: {1}&apos;s</source>
        <translation>{0}番席：{1}の席</translation>
    </message>
</context>
<context>
    <name>Ratings</name>
    <message>
        <location filename="../hearts_desktop/ui/history/rating_tab.py" line="+29"/>
        <source>Hearts</source>
        <translation>ハーツ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pinochle (partnerships)</source>
        <translation>ピノクル(ペア戦)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre</source>
        <translation>オンブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadrille</source>
        <translation>カドリーユ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quintille</source>
        <translation>カンティーユ</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Rated match</source>
        <translation>レーティング対象の対戦</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{0}: uncertainty</source>
        <translation>{0}: 不確かさ</translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>{0} on {1}: {2} ± {3} after %n rated match(es)</source>
        <translation>
            <numerusform>{1} の{0}: {2} ± {3}(レーティング対象の対戦 %n 回後)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{0}: {1} ± {2} after %n rated match(es)</source>
        <translation>
            <numerusform>{0}: {1} ± {2}(レーティング対象の対戦 %n 回後)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No rated match of this game yet. Play a quick match (Game &gt; Play online &gt; Quick match) and your rating, its uncertainty and its history appear here.</source>
        <translation>このゲームのレーティング対象の対戦はまだありません。クイックマッチ(ゲーム &gt; オンラインで遊ぶ &gt; クイックマッチ)で遊ぶと、レーティング、その不確かさと推移がここに表示されます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A rating starts at 25; the uncertainty (±) shrinks as you play. Each server keeps its own ratings.</source>
        <translation>レーティングは 25 から始まり、対戦するほど不確かさ(±)は小さくなります。レーティングはサーバーごとに別々です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some entries of your rating record could not be read and are not shown: {0}</source>
        <translation>レーティング記録の一部の項目が読み込めないため表示していません: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your rating</source>
        <translation>あなたのレーティング</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chart of your rating after each rated match</source>
        <translation>レーティング対象の対戦ごとのレーティングのグラフ</translation>
    </message>
</context>
<context>
    <name>Reader</name>
    <message>
        <location filename="../hearts_desktop/ui/window_reader.py" line="+143"/>
        <source>&amp;Table as text</source>
        <translation>テーブルをテキストで(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table read as text beside it, for a screen reader: your hand by suit, the trick, the players, the contract</source>
        <translation>スクリーンリーダー向けに、テーブルを隣にテキストで表示します: スート別の手札、トリック、プレイヤー、コントラクト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table as text</source>
        <translation>テーブルをテキストで</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../hearts_desktop/ui/review/dialog.py" line="+295"/>
        <source>Reviewing your decisions…</source>
        <translation>あなたの判断を振り返っています…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The review was cancelled.</source>
        <translation>振り返りをキャンセルしました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand could not be reviewed: {0}</source>
        <translation>このディールは振り返れませんでした: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You made no decision in this hand.</source>
        <translation>このディールであなたが判断した場面はありません。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>forced</source>
        <translation>選択なし</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Move</source>
        <translation>手番</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your choice</source>
        <translation>あなたの選択</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best found</source>
        <translation>最善手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected cost</source>
        <translation>期待コスト</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Grade</source>
        <translation>評価</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The choices, best first (your expected points for the rest of the hand):</source>
        <translation>選択肢（最善から順に、このディールの残りであなたが得る点の期待値）:</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Review: {0}</source>
        <translation>振り返り: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review of {0}</source>
        <translation>{0} の振り返り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With all cards shown (hindsight)</source>
        <translation>全員のカードを見た場合（後知恵）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge each decision knowing every hand, as if all cards were shown. This is not what you knew when you chose.</source>
        <translation>全員の手札を知っているものとして、カードがすべて見えている場合で各判断を評価します。選んだときにあなたが知っていたことではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With all cards shown: each decision is judged knowing every player&apos;s cards, which you did not know then.</source>
        <translation>全員のカードを見た場合：各判断は全員のカードを知った上で評価されます。そのときのあなたは知らなかったことです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each decision is judged only on what you knew then: the coach plays every choice out in many deals of the hidden cards consistent with it. The cost is in the game&apos;s own points, with its margin of error (±).</source>
        <translation>各判断は、そのときあなたが知っていたことだけで評価されます。コーチは、それと矛盾しない隠れたカードの配り方を多数作り、それぞれの選択肢を最後までプレーします。コストはこのゲームの点数で、誤差（±）付きです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the review</source>
        <translation>振り返りを止める</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review again</source>
        <translation>もう一度振り返る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress of the review</source>
        <translation>振り返りの進み具合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your decisions</source>
        <translation>あなたの判断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table at the decision</source>
        <translation>判断したときの卓</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/review/runner.py" line="+82"/>
        <source>The review kept of this hand was damaged and was set aside; the hand is reviewed again.</source>
        <translation>保存されていたこのディールの振り返りは壊れていたため取り除きました。もう一度振り返ります。</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/review/table_coach.py" line="+48"/>
        <location line="+96"/>
        <source>Review this hand</source>
        <translation>このディールを振り返る</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>The coach reviews your decisions of the last hand (F4)</source>
        <translation>コーチが直前のディールでのあなたの判断を振り返ります (F4)</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>There is no finished hand the coach can review.</source>
        <translation>コーチが振り返れる終わったディールはありません。</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>The coach reviewed {0}: {1} points lost to mistakes.</source>
        <translation>コーチが {0} を振り返りました: ミスによる失点 {1}。</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/review/words.py" line="+31"/>
        <source>best</source>
        <translation>最善</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>good</source>
        <translation>良い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inaccuracy</source>
        <translation>緩手</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mistake</source>
        <translation>悪手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>大悪手</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0}%</source>
        <translation>{0}%</translation>
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
        <translation>{0}（あなたの選択）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You had no other choice.</source>
        <translation>ほかに選べる手はありませんでした。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} was the best choice found.</source>
        <translation>{0} が見つかった最善の選択でした。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With {0} instead of {1} you did better in {2} of the deals consistent with what you knew ({3} points on average).</source>
        <translation>{1} ではなく {0} なら、あなたが知っていたことと矛盾しない配り方の {2} でより良い結果でした（平均 {3} 点）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In one of them, {0} then {1} and the hand ends at {2} for you; {3} then {4} and it ends at {5}.</source>
        <translation>その一例：{0}、続いて {1} で、このディールはあなたにとって {2} で終わります。{3}、続いて {4} では {5} で終わります。</translation>
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
        <translation>、</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points lost to mistakes in this hand: {0}.</source>
        <translation>このディールでミスにより失った点: {0}。</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>In the match: {0} over %n reviewed hand(s).</source>
        <translation>
            <numerusform>対戦全体: 振り返った %n ディールで {0}。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_page.py" line="+23"/>
        <source>Rules of Hearts: %1</source>
        <translation>ハーツのルール：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/score_sheet.py" line="+82"/>
        <source>Hand {0}</source>
        <translation>ディール {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Final score sheet</source>
        <translation>最終得点表</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>leads the match (lowest score)</source>
        <translation>首位（最少得点）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot the moon</source>
        <translation>シュート・ザ・ムーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot the sun</source>
        <translation>シュート・ザ・サン</translation>
    </message>
</context>
<context>
    <name>ScoreSheetTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/games/score_sheet.py" line="+174"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{row}, {column}: {text}</source>
        <translation>{row}、{column}: {text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{row}, {column}</source>
        <translation>{row}、{column}</translation>
    </message>
</context>
<context>
    <name>SeeingGroup</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/options_sight.py" line="+109"/>
        <source>Normal</source>
        <translation>標準</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Largest ({0} %)</source>
        <translation>最大（{0} %）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Larger ({0} %)</source>
        <translation>大きめ（{0} %）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every card and bid</source>
        <translation>すべてのカードと宣言</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My turn and the results</source>
        <translation>自分の手番と結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seeing</source>
        <translation>見やすさ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-colour deck</source>
        <translation>4カラーのデッキ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four-colour deck: spades black, hearts red, diamonds blue, clubs green</source>
        <translation>4カラーのデッキ：スペードは黒、ハートは赤、ダイヤは青、クラブは緑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For the built-in French deck. The Spanish deck has four colours already, and its suits&apos; emblems in the corners.</source>
        <translation>内蔵のフランス式デッキに使います。スペイン式デッキは初めから4カラーで、数字の下にスートのマークがあります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High-contrast table</source>
        <translation>ハイコントラストのテーブル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High-contrast table: black, white and yellow instead of the green felt</source>
        <translation>ハイコントラストのテーブル：緑のフェルトではなく、黒の上に明るい文字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outline and lift the cards you may play</source>
        <translation>出せるカードをふちどりして持ち上げる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark the cards you may play with an outline and a lift, not only by dimming the others</source>
        <translation>出せるカードを、ほかのカードをグレーにするだけでなく、ふちどりと少し持ち上げて示す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card size:</source>
        <translation>カードの大きさ：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As large as the window has room for; the other players&apos; cards keep their size.</source>
        <translation>ウィンドウに入る大きさまで大きくします。ほかのプレイヤーのカードの大きさは変わりません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table as text</source>
        <translation>テーブルをテキストで</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table read as text beside it, for a screen reader (Ctrl+T)</source>
        <translation>スクリーンリーダー向けに、テーブルを隣にテキストで表示します (Ctrl+T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Screen reader says:</source>
        <translation>スクリーンリーダーが読むもの:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What a screen reader is told as it happens: every card played and every bid, or only your turn, the tricks and the results</source>
        <translation>その場でスクリーンリーダーに伝えるもの: 出たカードと宣言のすべて、または自分の手番、トリック、結果のみ</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../hearts_desktop/ui/settings.py" line="+302"/>
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
        <location filename="../hearts_desktop/ui/history/stats.py" line="+184"/>
        <source>Games played</source>
        <translation>対戦数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games won</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+17"/>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Current winning streak</source>
        <translation>現在の連勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Longest winning streak</source>
        <translation>最多連勝</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/game_history.py" line="-1"/>
        <source>Hands played</source>
        <translation>プレイしたディール数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average points per hand</source>
        <translation>1ディールあたりの平均点</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/history.py" line="+4"/>
        <source>Moons shot</source>
        <translation>ムーン達成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moons suffered</source>
        <translation>ムーン被害</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queen of Spades taken</source>
        <translation>スペードのQを取った回数</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/stats.py" line="-8"/>
        <source>Games</source>
        <translation>対戦数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Won</source>
        <translation>勝利</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Streak</source>
        <translation>連勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best streak</source>
        <translation>最多連勝</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/game_history.py" line="-1"/>
        <source>Hands</source>
        <translation>ディール数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points/hand</source>
        <translation>平均点</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/history.py" line="+1"/>
        <source>Q♠ taken</source>
        <translation>Q♠取得</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/stats.py" line="+11"/>
        <source>Win rate (%)</source>
        <translation>勝率（%）</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/history.py" line="+7"/>
        <source>Moons</source>
        <translation>シュート・ザ・ムーン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shot</source>
        <translation>達成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suffered</source>
        <translation>被害</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/stats.py" line="+98"/>
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
        <location line="+2"/>
        <source>Points lost to mistakes</source>
        <translation>ミスによる失点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game:</source>
        <translation>ゲーム:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All games</source>
        <translation>全対戦</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deal of the day</source>
        <translation>今日のディール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Days played</source>
        <translation>プレイした日数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best place</source>
        <translation>最高順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Days won</source>
        <translation>勝った日数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak (days in a row)</source>
        <translation>現在の連続日数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest streak (days in a row)</source>
        <translation>最長の連続日数</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
</context>
<context>
    <name>TableReaderTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/table/reader.py" line="+64"/>
        <source>Table as text</source>
        <translation>テーブルをテキストで</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Up and Down move over the table; Enter or Space plays the card or presses the button you are on</source>
        <translation>上下キーでテーブルを移動し、Enterかスペースで今いるカードを出すかボタンを押します</translation>
    </message>
</context>
<context>
    <name>TableViewTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/table/view.py" line="+83"/>
        <source>Card table</source>
        <translation>カードテーブル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left and Right choose a card of your hand; Space or Enter plays it</source>
        <translation>左右キーで手札のカードを選び、スペースかEnterで出します</translation>
    </message>
</context>
</TS>
