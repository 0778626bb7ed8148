<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name></name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/messages.py" line="+29"/>
        <source>the led suit</source>
        <translation>선으로 나온 무늬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must follow suit: play {0} while you have any.</source>
        <translation>같은 무늬를 내야 합니다: {0}이(가) 있으면 그 카드를 내세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts are not broken yet: you may not lead a heart.</source>
        <translation>아직 하트가 깨지지 않았습니다: 하트로 선을 잡을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No penalty cards on the first trick: {0} may not be played now.</source>
        <translation>첫 트릭에는 점수 카드를 낼 수 없습니다: 지금은 {0}을(를) 낼 수 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this card</source>
        <translation>이 카드</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first trick must be led with the {0}.</source>
        <translation>첫 트릭은 {0}(으)로 시작해야 합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lowest club</source>
        <translation>가장 낮은 클럽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not your turn.</source>
        <translation>지금은 당신 차례가 아닙니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in your hand.</source>
        <translation>그 카드는 손에 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not possible right now.</source>
        <translation>지금은 할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already passed your cards.</source>
        <translation>이미 카드를 넘겼습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Choose exactly %n cards to pass.</source>
        <translation>
            <numerusform>넘길 카드를 정확히 %n장 고르세요.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the right number of cards to pass.</source>
        <translation>넘길 카드 수를 맞게 고르세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} may not be passed under these rules.</source>
        <translation>이 규칙에서는 {0}을(를) 넘길 수 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This card</source>
        <translation>이 카드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That way of passing is not allowed.</source>
        <translation>그런 방법으로는 카드를 넘길 수 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not one of the ways to score the moon.</source>
        <translation>슛 더 문 점수 계산 방법 중에 그런 것은 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That move is not allowed.</source>
        <translation>그 수는 둘 수 없습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It is your only choice.</source>
        <translation>낼 수 있는 카드가 이것뿐입니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get rid of the dangerous high spades.</source>
        <translation>위험한 높은 스페이드를 넘기세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass your high hearts.</source>
        <translation>높은 하트를 넘기세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass your highest cards.</source>
        <translation>가장 높은 카드들을 넘기세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty a suit so you can discard later.</source>
        <translation>한 무늬를 비워 두면 나중에 아무 카드나 버릴 수 있습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the cards for shooting the moon.</source>
        <translation>슛 더 문을 노리려면 이 카드들을 남겨 두세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A safe lead that is unlikely to take points.</source>
        <translation>점수를 먹을 위험이 적은 안전한 선입니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead spades to flush out the Queen of Spades.</source>
        <translation>스페이드로 선을 잡아 스페이드 퀸을 끌어내세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead hearts now that they are broken.</source>
        <translation>하트가 깨졌으니 하트로 선을 잡으세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play under the winning card to avoid the trick.</source>
        <translation>이기고 있는 카드보다 낮게 내서 트릭을 피하세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take this trick: it holds no points.</source>
        <translation>이 트릭은 가져가세요: 점수 카드가 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shed a high card while it is safe.</source>
        <translation>안전할 때 높은 카드를 털어 내세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You will take this trick anyway: play your highest card.</source>
        <translation>어차피 이 트릭은 가져가게 됩니다: 가장 높은 카드를 내세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play low.</source>
        <translation>낮은 카드를 내세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the bonus card.</source>
        <translation>보너스 카드를 가져가세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard the Queen of Spades on someone else.</source>
        <translation>스페이드 퀸을 다른 사람에게 떠넘기세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard a high spade.</source>
        <translation>높은 스페이드를 버리세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard a penalty card.</source>
        <translation>점수 카드를 버리세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard your highest card.</source>
        <translation>가장 높은 카드를 버리세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a point to stop someone shooting the moon.</source>
        <translation>누군가의 슛 더 문을 막으려면 점수를 하나 먹으세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go for the moon!</source>
        <translation>슛 더 문을 노려 보세요!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The better way to score your moon.</source>
        <translation>슛 더 문 점수를 계산하는 더 나은 방법입니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A good way to pass this deal.</source>
        <translation>이번 판에 카드를 넘기기 좋은 방법입니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>South</source>
        <translation>남</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>West</source>
        <translation>서</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <translation>북</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>East</source>
        <translation>동</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat {0}</source>
        <translation>{0}번 자리</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+38"/>
        <source>Classic Hearts</source>
        <translation>클래식 하트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Lady</source>
        <translation>블랙 레이디</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/rules_page.py" line="+380"/>
        <source>Online rules</source>
        <translation>온라인 규칙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online rules (tournament)</source>
        <translation>온라인 규칙 (토너먼트)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basic Hearts (no Queen of Spades)</source>
        <translation>기본 하트 (스페이드 퀸 없음)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Omnibus Hearts</source>
        <translation>옴니버스 하트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pink Lady</source>
        <translation>핑크 레이디</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot Hearts</source>
        <translation>스폿 하트</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/rules_page.py" line="-11"/>
        <source>Complex Hearts</source>
        <translation>복소수 하트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of Clubs doubles</source>
        <translation>클럽 10 두 배</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kitty Hearts (3 players)</source>
        <translation>키티 하트 (3인)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hi-Lo Joker Hearts (3 players)</source>
        <translation>하이로 조커 하트 (3인)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancellation Hearts (6-12 players)</source>
        <translation>캔슬레이션 하트 (6-12인)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom rules</source>
        <translation>사용자 규칙</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game as on Windows: pass left, right, across, then keep; hearts 1 point each, the Queen of Spades 13; the game ends when someone has more than 100 points.</source>
        <translation>윈도우 하트와 같은 게임: 왼쪽, 오른쪽, 맞은편 순으로 카드를 넘기고 한 판은 교환 없이 합니다. 하트는 장당 1점, 스페이드 퀸은 13점이며 누군가 100점을 넘으면 게임이 끝납니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Always pass to the left; shooting the moon takes 26 points off your own score; any penalty card breaks hearts; the game ends at 100 points.</source>
        <translation>카드는 항상 왼쪽으로 넘깁니다. 슛 더 문을 하면 자기 점수에서 26점을 뺍니다. 점수 카드라면 무엇이든 하트를 깨며, 100점에 이르면 게임이 끝납니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A fixed number of deals, a 15-second move timer, and taking every trick (the sun) counts double.</source>
        <translation>판 수가 정해져 있고 한 수에 15초 제한이 있으며, 모든 트릭을 가져가면(슛 더 선) 두 배로 계산합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The online rules with tournament scoring: plus and minus points, a bonus for the winner.</source>
        <translation>토너먼트 점수 계산을 쓰는 온라인 규칙: 플러스와 마이너스 점수가 있고 우승자에게 보너스가 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only hearts count; the Queen of Spades is an ordinary card.</source>
        <translation>하트만 점수가 됩니다. 스페이드 퀸은 평범한 카드입니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Jack of Diamonds takes 10 points off the score of whoever wins it.</source>
        <translation>다이아몬드 J를 가져간 사람은 점수에서 10점을 뺍니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As Omnibus, and the Queen of Hearts is worth 13 points too.</source>
        <translation>옴니버스와 같으며, 하트 퀸도 13점입니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts count their pips (the ace 14), the Queen of Spades 25; the game ends at 500.</source>
        <translation>하트는 숫자만큼(에이스는 14점), 스페이드 퀸은 25점이며 500점에서 게임이 끝납니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores are complex numbers: the Queen of Spades is worth 13i and the Ten of Clubs multiplies by 2i.</source>
        <translation>점수가 복소수입니다: 스페이드 퀸은 13i이고, 클럽 10은 2i를 곱합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Ten of Clubs doubles its winner&apos;s points for the deal; the Jack of Diamonds is worth -10.</source>
        <translation>클럽 10을 가져간 사람은 그 판의 점수가 두 배가 됩니다. 다이아몬드 J는 -10점입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three players, 17 cards each and one face-down card for the winner of the first trick.</source>
        <translation>3인이 17장씩 받고, 한 장은 엎어 두었다가 첫 트릭을 가져간 사람에게 줍니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three players with two jokers that count as hearts: the first joker played is the highest heart, the second the lowest.</source>
        <translation>하트로 치는 조커 두 장을 넣은 3인 게임: 먼저 나온 조커가 가장 높은 하트, 두 번째 조커가 가장 낮은 하트입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Six or more players with two packs: identical cards in a trick cancel each other out.</source>
        <translation>두 벌의 카드로 6인 이상이 합니다: 한 트릭에 나온 똑같은 카드끼리는 서로 취소됩니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of rules options.</source>
        <translation>규칙 옵션을 직접 조합합니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Left, right, across, keep</source>
        <translation>왼쪽, 오른쪽, 맞은편, 교환 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Always to the left</source>
        <translation>항상 왼쪽으로</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+24"/>
        <location line="+27"/>
        <source>No passing</source>
        <translation>교환 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left, right, across, split, keep</source>
        <translation>왼쪽, 오른쪽, 맞은편, 나눠 주기, 교환 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="-24"/>
        <source>Dealer&apos;s choice</source>
        <translation>딜러 선택</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lowest club (2♣) leads</source>
        <translation>가장 낮은 클럽(♣2)으로 시작</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealer&apos;s left leads any card</source>
        <translation>딜러 왼쪽 사람이 아무 카드로 시작</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only when holding nothing but hearts</source>
        <translation>하트밖에 없을 때만</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When holding only penalty cards</source>
        <translation>점수 카드밖에 없을 때</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>More than the target</source>
        <translation>목표 점수를 넘으면</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target or more</source>
        <translation>목표 점수에 이르면</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Joint winners</source>
        <translation>공동 우승</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on until one player leads</source>
        <translation>단독 선두가 나올 때까지 계속</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everyone else takes the points</source>
        <translation>다른 사람들이 모두 점수를 받음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooter subtracts the points</source>
        <translation>슈터가 자기 점수에서 뺌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Others take the points, shooter back to 0</source>
        <translation>다른 사람들이 점수를 받고 슈터는 0점으로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooter chooses</source>
        <translation>슈터가 선택</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No moon</source>
        <translation>슛 더 문 없음</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 point each</source>
        <translation>장당 1점</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pips (ace 14)</source>
        <translation>숫자만큼 (에이스 14)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pips (courts 10, ace 15)</source>
        <translation>숫자만큼 (그림 카드 10, 에이스 15)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shooter chooses -M or +M to others</source>
        <translation>슈터가 -M 또는 다른 사람에게 +M을 선택</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooter picks the signs of ±13±13i</source>
        <translation>슈터가 ±13±13i의 부호를 고름</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winner of the first trick</source>
        <translation>첫 트릭을 가져간 사람</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner of the first trick with points</source>
        <translation>점수 카드가 나온 첫 트릭을 가져간 사람</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Standard (low diamonds and clubs)</source>
        <translation>표준 (낮은 다이아몬드와 클럽)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Korean (low spades first)</source>
        <translation>한국식 (낮은 스페이드부터)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Jack</source>
        <translation>잭</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>퀸</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King</source>
        <translation>킹</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ace</source>
        <translation>에이스</translation>
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
        <translation>쉬움</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+1"/>
        <location filename="../hearts_desktop/ui/net/texts.py" line="+0"/>
        <source>Normal</source>
        <translation>보통</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+1"/>
        <location filename="../hearts_desktop/ui/net/texts.py" line="+0"/>
        <source>Hard</source>
        <translation>어려움</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+1"/>
        <source>Expert</source>
        <translation>전문가</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+6"/>
        <source>Clubs</source>
        <translation>클럽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>다이아몬드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades</source>
        <translation>스페이드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>하트</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+9"/>
        <location line="+17"/>
        <source>Joker</source>
        <translation>조커</translation>
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
        <translation>스페이드 퀸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Hearts</source>
        <translation>하트 퀸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Diamonds</source>
        <translation>다이아몬드 J</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of Diamonds</source>
        <translation>다이아몬드 10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of Clubs</source>
        <translation>클럽 10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of Clubs</source>
        <translation>클럽 2</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_page.py" line="-262"/>
        <source>Players and cards</source>
        <translation>인원과 카드</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>one pack of 52 cards</source>
        <translation>52장 카드 한 벌</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n packs of 52 cards shuffled together</source>
        <translation>
            <numerusform>52장 카드 %n벌을 함께 섞은 것</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n players each play for themselves with {pack}.</source>
        <translation>
            <numerusform>%n명이 {pack}(으)로 각자 자기 점수를 위해 플레이합니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taken out of the pack so that the cards deal evenly: {cards}.</source>
        <translation>카드가 똑같이 나누어지도록 다음 카드를 뺍니다: {cards}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two jokers are added; they count as hearts.</source>
        <translation>조커 두 장을 넣습니다. 조커는 하트로 칩니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Everyone is dealt %n cards, one at a time, clockwise.</source>
        <translation>
            <numerusform>모두에게 카드를 시계 방향으로 한 장씩 %n장 나누어 줍니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n cards are laid aside face down as the kitty.</source>
        <translation>
            <numerusform>카드 %n장을 키티로 엎어서 따로 둡니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The %n cards left over are laid face up in the middle.</source>
        <translation>
            <numerusform>남은 카드 %n장은 가운데에 앞면이 보이게 놓습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aces are high: A K Q J 10 … 2. There are no trumps.</source>
        <translation>에이스가 가장 높습니다: A K Q J 10 … 2. 으뜸패는 없습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>split (one card to each other player)</source>
        <translation>나눠 주기 (다른 사람에게 한 장씩)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keep (no passing)</source>
        <translation>교환 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the left</source>
        <translation>왼쪽으로</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to the right</source>
        <translation>오른쪽으로</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>across</source>
        <translation>맞은편으로</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>to the player %n seats to the left</source>
        <translation>
            <numerusform>왼쪽으로 %n번째 사람에게</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passing</source>
        <translation>카드 교환</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no passing: play starts right after the deal.</source>
        <translation>카드 교환이 없습니다: 카드를 나누면 바로 시작합니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Before looking at their cards the dealer decides how cards are passed in this deal (to which players and how many), at most %n cards per player; everyone passes the same way.</source>
        <translation>
            <numerusform>딜러는 자기 카드를 보기 전에 이번 판에 카드를 어떻게 넘길지(누구에게 몇 장) 정합니다. 한 사람당 최대 %n장이며 모두 같은 방법으로 넘깁니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>After the deal everyone chooses %n cards and passes them face down, before looking at the cards they receive.</source>
        <translation>
            <numerusform>카드를 나누고 나면 모두 %n장을 골라 뒷면으로 넘깁니다. 받은 카드는 자기 카드를 넘긴 뒤에 봅니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every deal: {direction}.</source>
        <translation>매 판: {direction}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The direction changes from deal to deal and then repeats:</source>
        <translation>넘기는 방향은 판마다 바뀌고 다시 처음부터 반복됩니다:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>These cards may never be passed: {cards}.</source>
        <translation>다음 카드는 절대 넘길 수 없습니다: {cards}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Playing the tricks</source>
        <translation>트릭 진행</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The player holding the {card} leads it to the first trick.</source>
        <translation>{card}을(를) 가진 사람이 그 카드로 첫 트릭의 선을 잡습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player to the dealer&apos;s left leads the first trick with any card allowed below.</source>
        <translation>딜러 왼쪽 사람이 아래 규칙이 허용하는 아무 카드로 첫 트릭의 선을 잡습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play goes clockwise. You must follow the suit that was led if you can; otherwise you may play any card.</source>
        <translation>시계 방향으로 진행합니다. 선으로 나온 무늬가 있으면 반드시 그 무늬를 내야 하고, 없으면 아무 카드나 낼 수 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The highest card of the suit led wins the trick, and its winner leads the next one.</source>
        <translation>선으로 나온 무늬 중 가장 높은 카드가 트릭을 가져가고, 가져간 사람이 다음 트릭의 선이 됩니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the first trick nobody may play a penalty card (a heart or the Queen of Spades) unless they hold nothing else. Following suit comes first.</source>
        <translation>첫 트릭에는 다른 카드가 없는 경우가 아니면 아무도 점수 카드(하트나 스페이드 퀸)를 낼 수 없습니다. 같은 무늬를 내는 것이 우선입니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hearts are broken as soon as a heart or the Queen of Spades has been played.</source>
        <translation>하트나 스페이드 퀸이 한 번 나오면 하트가 깨집니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts are broken as soon as a heart has been played.</source>
        <translation>하트가 한 번 나오면 하트가 깨집니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts may not be led until they are broken, unless you hold only hearts.</source>
        <translation>하트가 깨지기 전에는 하트로 선을 잡을 수 없습니다. 단, 하트밖에 없으면 예외입니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts may not be led until they are broken, unless you hold only penalty cards.</source>
        <translation>하트가 깨지기 전에는 하트로 선을 잡을 수 없습니다. 단, 점수 카드밖에 없으면 예외입니다.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every other heart</source>
        <translation>나머지 하트</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each heart</source>
        <translation>하트 한 장</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each joker</source>
        <translation>조커 한 장</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scoring</source>
        <translation>점수 계산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points are bad: at the end of a deal everyone scores the cards in the tricks they won.</source>
        <translation>점수는 적을수록 좋습니다: 한 판이 끝나면 각자 가져간 트릭 속 카드의 점수를 받습니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Every other card</source>
        <translation>나머지 카드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card</source>
        <translation>카드</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>점수</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Queen of Spades is an ordinary card in this game.</source>
        <translation>이 게임에서 스페이드 퀸은 평범한 카드입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {card} is a bonus card: it lowers the score of whoever wins it, and it is not needed to shoot the moon.</source>
        <translation>{card}은(는) 보너스 카드입니다: 가져간 사람의 점수를 줄여 주며, 슛 더 문에는 필요하지 않습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whoever wins the Ten of Clubs has their points for the deal doubled (after the moon&apos;s own points, which are never doubled).</source>
        <translation>클럽 10을 가져간 사람은 그 판의 점수가 두 배가 됩니다 (슛 더 문 점수는 두 배가 되지 않습니다).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Penalty points in one deal: {total}.</source>
        <translation>한 판의 점수 합계: {total}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shooting the moon</source>
        <translation>슛 더 문</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no moon in this game: every card is scored as it was won.</source>
        <translation>이 게임에는 슛 더 문이 없습니다: 모든 카드는 가져간 대로 계산합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player who wins every penalty card in a deal has shot the moon.</source>
        <translation>한 판에서 점수 카드를 모두 가져간 사람은 슛 더 문에 성공한 것입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooter scores nothing for them; every other player scores {total} instead.</source>
        <translation>슈터는 점수를 받지 않고, 대신 다른 사람들이 모두 {total}점을 받습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shooter subtracts {total} from their own score; the others score normally.</source>
        <translation>슈터는 자기 점수에서 {total}점을 빼고, 다른 사람들은 평소대로 점수를 받습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other player scores {total}, and the shooter&apos;s total goes back to 0.</source>
        <translation>다른 사람들은 모두 {total}점을 받고, 슈터의 총점은 0점으로 돌아갑니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shooter chooses: subtract {total} from their own score, or add {total} to everyone else&apos;s.</source>
        <translation>슈터가 고릅니다: 자기 점수에서 {total}점을 빼거나, 다른 사람 모두에게 {total}점을 더합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The shooter chooses: subtract M from their own score or add M to every other player&apos;s, where M = 13+13i (times 2i if the shooter also won the Ten of Clubs).</source>
        <translation>슈터가 고릅니다: 자기 점수에서 M을 빼거나 다른 사람 모두에게 M을 더합니다. M = 13+13i입니다 (슈터가 클럽 10도 가져갔다면 2i를 곱합니다).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The shooter picks the signs of ±13±13i, and that number is added to every other player&apos;s score.</source>
        <translation>슈터가 ±13±13i의 부호를 고르고, 그 수를 다른 사람 모두의 점수에 더합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shooting the sun: a player who wins every trick scores the moon with double the points ({total}).</source>
        <translation>슛 더 선: 모든 트릭을 가져간 사람은 두 배의 점수({total})로 슛 더 문을 계산합니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End of the game</source>
        <translation>게임 종료</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ends after a deal in which someone&apos;s score is more than {target} away from zero (its size √(a² + b²)). The smallest size wins.</source>
        <translation>누군가의 점수가 0에서 {target}보다 멀어진 판이 끝나면 게임이 끝납니다 (크기 √(a² + b²)). 크기가 가장 작은 사람이 이깁니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game ends after a deal in which someone has more than {target} points.</source>
        <translation>누군가의 점수가 {target}점을 넘은 판이 끝나면 게임이 끝납니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ends after a deal in which someone has {target} points or more.</source>
        <translation>누군가의 점수가 {target}점 이상이 된 판이 끝나면 게임이 끝납니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game lasts at most %n deals.</source>
        <translation>
            <numerusform>게임은 최대 %n판까지 합니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player with the fewest points wins.</source>
        <translation>점수가 가장 낮은 사람이 이깁니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players tied for the fewest points win together.</source>
        <translation>가장 낮은 점수가 같은 사람들은 함께 이깁니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the fewest points are tied, play goes on, a whole deal at a time, until one player leads alone.</source>
        <translation>가장 낮은 점수가 같으면 한 사람이 단독 선두가 될 때까지 한 판씩 더 합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After each deal a total of exactly 50 goes back to 0, and exactly 100 goes back to 50.</source>
        <translation>매 판이 끝난 뒤 총점이 정확히 50점이면 0점으로, 정확히 100점이면 50점으로 돌아갑니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Kitty Hearts</source>
        <translation>키티 하트</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winner of the first trick takes the kitty.</source>
        <translation>첫 트릭을 가져간 사람이 키티를 가져갑니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winner of the first trick that contains a penalty card takes the kitty.</source>
        <translation>점수 카드가 나온 첫 트릭을 가져간 사람이 키티를 가져갑니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One card is dealt face down to the middle: the kitty.</source>
        <translation>카드 한 장을 가운데에 엎어 둡니다: 이것이 키티입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only that player may look at it; its points count for them, also for the moon.</source>
        <translation>그 사람만 키티를 볼 수 있으며, 키티의 점수는 그 사람에게 들어갑니다. 슛 더 문에도 포함됩니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hi-Lo Joker Hearts</source>
        <translation>하이로 조커 하트</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The two jokers are hearts for every purpose and are worth 1 point each.</source>
        <translation>조커 두 장은 모든 면에서 하트이며 각각 1점입니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first joker played in a deal is the highest heart, above the ace; the second is the lowest, below the two.</source>
        <translation>한 판에서 먼저 나온 조커는 에이스보다 높은 가장 높은 하트이고, 두 번째 조커는 2보다 낮은 가장 낮은 하트입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Queen of Spades is worth {value}.</source>
        <translation>스페이드 퀸은 {value}점입니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cancellation Hearts</source>
        <translation>캔슬레이션 하트</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two identical cards played to the same trick cancel each other: they cannot win the trick but still count their points.</source>
        <translation>같은 트릭에 나온 똑같은 카드 두 장은 서로 취소됩니다: 트릭을 가져갈 수는 없지만 점수는 그대로 계산합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With three packs, a third copy is live again.</source>
        <translation>카드가 세 벌이면 세 번째로 나온 같은 카드는 다시 살아납니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If every card of the suit led is cancelled, nobody wins the trick: it is set aside for the winner of the next trick, and the same player leads again.</source>
        <translation>선으로 나온 무늬의 카드가 모두 취소되면 아무도 트릭을 가져가지 않습니다: 그 트릭은 다음 트릭을 가져가는 사람에게 가고, 같은 사람이 다시 선을 잡습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If that happens on the last trick, its leader takes it.</source>
        <translation>마지막 트릭에서 그렇게 되면 선을 잡은 사람이 가져갑니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner of the first trick also takes the face-up cards.</source>
        <translation>첫 트릭을 가져간 사람은 앞면이 보이게 놓인 카드도 가져갑니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scores are complex numbers a+bi. Each heart is worth 1, the Queen of Spades 13i and the Jack of Diamonds -10.</source>
        <translation>점수는 복소수 a+bi입니다. 하트는 한 장에 1, 스페이드 퀸은 13i, 다이아몬드 J는 -10입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever wins the Ten of Clubs multiplies their deal score by 2i: the Queen of Spades with the Ten of Clubs is 13i × 2i = -26.</source>
        <translation>클럽 10을 가져간 사람은 그 판의 점수에 2i를 곱합니다: 스페이드 퀸과 클럽 10을 함께 가져가면 13i × 2i = -26입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores add up as complex numbers; what counts at the end is their size.</source>
        <translation>점수는 복소수로 더해지며, 마지막에는 그 크기로 순위를 정합니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Every move must be made within %n seconds. When time runs out a random allowed card is played; the second time in a game, a computer player takes over the seat.</source>
        <translation>
            <numerusform>한 수는 %n초 안에 두어야 합니다. 시간이 지나면 낼 수 있는 카드 중 하나가 무작위로 나가고, 한 게임에서 두 번째로 시간을 넘기면 컴퓨터가 그 자리를 대신합니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer players play and score normally but are ranked last and cannot win.</source>
        <translation>컴퓨터 플레이어는 평소대로 플레이하고 점수를 받지만 순위는 항상 꼴찌이며 이길 수 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tournament scoring: each player starts at 0 and loses the points they take; shooting the moon gives +13 to the shooter and -13 to everyone else, taking every trick +26 and -26. At the end everyone gets 100 more, and the leader 20 more (10 each if tied).</source>
        <translation>토너먼트 점수: 모두 0점에서 시작해 가져간 점수만큼 잃습니다. 슛 더 문은 슈터에게 +13, 다른 사람에게 -13이고, 모든 트릭을 가져가면 +26과 -26입니다. 끝나면 모두 100점을 더 받고, 1등은 20점을 더 받습니다 (동점이면 각각 10점).</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/options.py" line="+113"/>
        <source>Choose a card deck folder.</source>
        <translation>카드 덱 폴더를 고르세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The folder {folder} does not exist.</source>
        <translation>{folder} 폴더가 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{folder} is a file, not a folder.</source>
        <translation>{folder}은(는) 폴더가 아니라 파일입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folder {folder} cannot be read.</source>
        <translation>{folder} 폴더를 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{folder} is not a card deck: it has no index.desktop file.</source>
        <translation>{folder}은(는) 카드 덱이 아닙니다: index.desktop 파일이 없습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The index.desktop file in {folder} cannot be read.</source>
        <translation>{folder}의 index.desktop 파일을 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The card deck names the picture file {file}, which is missing or cannot be read.</source>
        <translation>카드 덱이 그림 파일 {file}을(를) 가리키지만, 파일이 없거나 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{folder} holds no SVG card picture.</source>
        <translation>{folder}에 SVG 카드 그림이 없습니다.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/replay.py" line="+183"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+8"/>
        <source>{0} shot the sun!</source>
        <translation>{0}, 슛 더 선!</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+1"/>
        <source>Every trick of the hand</source>
        <translation>이번 판의 트릭을 모두 가져갔습니다</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/replay.py" line="+2"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+1"/>
        <source>{0} shot the moon!</source>
        <translation>{0}, 슛 더 문!</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+1"/>
        <source>Every heart and the Queen of Spades</source>
        <translation>하트 전부와 스페이드 퀸</translation>
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
            <numerusform>+{0}번째 자리에 %n장</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} chooses the pass</source>
        <translation>{0}이(가) 넘기는 방법을 정했습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} takes the kitty</source>
        <translation>{0}이(가) 키티를 가져갑니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} takes the face-up cards</source>
        <translation>{0}이(가) 앞면 카드를 가져갑니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time is up for {0}</source>
        <translation>{0}의 시간이 다 됐습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A computer player takes {0}&apos;s seat</source>
        <translation>컴퓨터가 {0}의 자리를 대신합니다</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The Queen of Spades!</source>
        <translation>스페이드 퀸!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>played by {0}</source>
        <translation>{0}이(가) 냈습니다</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/table/card_themes.py" line="+157"/>
        <source>The card deck folder {0} does not exist.</source>
        <translation>카드 덱 폴더 {0}이(가) 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} has no index.desktop: it is not a card deck.</source>
        <translation>{0}에 index.desktop이 없습니다: 카드 덱이 아닙니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deck description {0} cannot be read: {1}</source>
        <translation>덱 설명 파일 {0}을(를) 읽을 수 없습니다: {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} has no [KDE Backdeck] group.</source>
        <translation>{0}에 [KDE Backdeck] 그룹이 없습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} names no SVG file (SVG=...).</source>
        <translation>{0}에 SVG 파일 이름(SVG=...)이 없습니다.</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>The deck&apos;s SVG file {0} is missing.</source>
        <translation>덱의 SVG 파일 {0}이(가) 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} cannot be read: {1}</source>
        <translation>카드 덱 파일 {0}을(를) 읽을 수 없습니다: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is not a regular file, so it is not used as a card deck.</source>
        <translation>{0}은(는) 일반 파일이 아니므로 카드 덱으로 쓰지 않습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} is larger than {2} MB.</source>
        <translation>카드 덱 파일 {0}이(가) {2}MB보다 큽니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} unpacks to more than {2} MB.</source>
        <translation>카드 덱 파일 {0}은(는) 압축을 풀면 {2}MB를 넘습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The compressed card deck file {0} is damaged: {1}</source>
        <translation>압축된 카드 덱 파일 {0}이(가) 손상되었습니다: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+112"/>
        <source>The deck&apos;s SVG file {0} is damaged or not an SVG.</source>
        <translation>덱의 SVG 파일 {0}이(가) 손상되었거나 SVG가 아닙니다.</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>The card deck file {0} has more than {3} parts.</source>
        <translation>카드 덱 파일 {0}의 구성 요소가 {3}개를 넘습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} nests its parts more than {3} deep.</source>
        <translation>카드 덱 파일 {0}의 구성 요소가 {3}단계보다 깊게 중첩되어 있습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} would draw more than {3} shapes.</source>
        <translation>카드 덱 파일 {0}은(는) 도형을 {3}개 넘게 그리게 됩니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} repeats a part inside itself.</source>
        <translation>카드 덱 파일 {0}이(가) 자기 안에서 구성 요소를 되풀이합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card deck file {0} uses XML entities in a way that is not allowed: {1}</source>
        <translation>카드 덱 파일 {0}이(가) 허용되지 않는 방식으로 XML 엔티티를 씁니다: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The card deck file {0} refers to another file ({1}); only self-contained decks are used.</source>
        <translation>카드 덱 파일 {0}이(가) 다른 파일({1})을 참조합니다. 자체로 완결된 덱만 씁니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The card deck file {0} cannot be used: {1}</source>
        <translation>카드 덱 파일 {0}을(를) 쓸 수 없습니다: {1}</translation>
    </message>
    <message numerus="yes">
        <location line="+86"/>
        <source>The deck {0} lacks %n cards: {1}.</source>
        <translation>
            <numerusform>덱 {0}에 카드 %n장이 없습니다: {1}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+23"/>
        <location line="+7"/>
        <source>Card deck not usable, using the built-in deck: {0}</source>
        <translation>카드 덱을 쓸 수 없어 기본 덱을 사용합니다: {0}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Spanish suits (oros, copas, espadas, bastos)</source>
        <translation>스페인 문양 (오로스, 코파스, 에스파다스, 바스토스)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French suits (as played in Denmark)</source>
        <translation>프랑스 문양 (덴마크식)</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="-22"/>
        <source>Pass left</source>
        <translation>왼쪽으로 넘기기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass right</source>
        <translation>오른쪽으로 넘기기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass across</source>
        <translation>맞은편으로 넘기기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass one each</source>
        <translation>한 장씩 나눠 넘기기</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Pass</source>
        <translation>넘기기</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>played by you</source>
        <translation>내가 냈습니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You choose the pass</source>
        <translation>내가 넘기는 방법을 정했습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You take the kitty</source>
        <translation>내가 키티를 가져갑니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take the face-up cards</source>
        <translation>내가 앞면 카드를 가져갑니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time is up for you</source>
        <translation>내 시간이 다 됐습니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A computer player takes your seat</source>
        <translation>컴퓨터가 내 자리를 대신합니다</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hand over</source>
        <translation>판 종료</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game over</source>
        <translation>게임 종료</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ready</source>
        <translation>완료</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choosing cards…</source>
        <translation>카드 고르는 중…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This hand: {0}</source>
        <translation>이번 판: {0}</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Hearts broken</source>
        <translation>하트 깨짐</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts not broken</source>
        <translation>하트 안 깨짐</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trick {0}</source>
        <translation>{0}번째 트릭</translation>
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
        <translation>지난 트릭</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/model.py" line="+82"/>
        <source>Finished</source>
        <translation>완료</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Abandoned</source>
        <translation>중단</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The computer helped: a hint was given (Hint), a move was taken back (Undo) or a hand was dealt again (Restart this hand)</source>
        <translation>컴퓨터의 도움을 받았습니다: 힌트를 보았거나(힌트), 수를 물렀거나(마지막 카드 무르기), 판을 다시 했습니다(이번 판 다시 하기)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game</source>
        <translation>게임</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/table/reading.py" line="-98"/>
        <source>chosen</source>
        <translation>선택됨</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>may be played</source>
        <translation>낼 수 있음</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>may not be played now</source>
        <translation>지금은 낼 수 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>may be chosen</source>
        <translation>고를 수 있음</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>may not be chosen</source>
        <translation>고를 수 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>just received</source>
        <translation>방금 받음</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a card</source>
        <translation>카드</translation>
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
            <numerusform>뒤집힌 카드 %n장</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>{group}: %n card(s)</source>
        <translation>
            <numerusform>{group}: %n장</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n장</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your hand: %n card(s)</source>
        <translation>
            <numerusform>손패: %n장</numerusform>
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
        <translation>{choice} (고를 수 없음)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>To do</source>
        <translation>할 일</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>to play</source>
        <translation>차례</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dealer</source>
        <translation>딜러</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>holds %n card(s)</source>
        <translation>
            <numerusform>손패 %n장</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/history/model.py" line="+2"/>
        <source>Players</source>
        <translation>플레이어</translation>
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
            <numerusform>트릭: %n장</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Talon: {cards}</source>
        <translation>더미: {cards}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards laid out</source>
        <translation>놓인 카드</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/model.py" line="+2"/>
        <source>Final scores</source>
        <translation>최종 점수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your place</source>
        <translation>내 순위</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/game_history.py" line="+378"/>
        <source>Hands</source>
        <translation>판 수</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/history.py" line="+63"/>
        <source>Moons</source>
        <translation>슛 더 문</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moons (and suns) shot in the match, by anyone</source>
        <translation>이 경기에서 누군가가 성공한 문(과 선) 슈팅 수</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>shot the moon (or the sun) in that hand</source>
        <translation>그 판에서 문(또는 선)을 쐈음</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/model.py" line="+8"/>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assisted</source>
        <translation>도움 받음</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/replay.py" line="-15"/>
        <location line="+60"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+195"/>
        <location line="+84"/>
        <location filename="../hearts_desktop/ui/history/replay.py" line="+502"/>
        <source>Hand {0}</source>
        <translation>{0}번째 판</translation>
    </message>
    <message>
        <location line="-59"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-83"/>
        <location filename="../hearts_desktop/ui/history/game_replay.py" line="+118"/>
        <source>Move {0} of {1}</source>
        <translation>{1}수 중 {0}번째 수</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+3"/>
        <location filename="../hearts_desktop/ui/history/game_replay.py" line="+2"/>
        <source>The cards are dealt.</source>
        <translation>카드를 나눕니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+16"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+55"/>
        <source>You win trick {1}.</source>
        <translation>내가 {1}번째 트릭을 가져갑니다.</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+16"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+1"/>
        <source>{0} wins trick {1}.</source>
        <translation>{0}이(가) {1}번째 트릭을 가져갑니다.</translation>
    </message>
    <message>
        <location line="-14"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="-42"/>
        <source>You shot the sun!</source>
        <translation>슛 더 선 성공!</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+2"/>
        <source>You shot the moon!</source>
        <translation>슛 더 문 성공!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand {0} is over.</source>
        <translation>{0}번째 판이 끝났습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+12"/>
        <source>Game over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} plays the {1}.</source>
        <translation>{0}이(가) {1}을(를) 냅니다.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You play the {1}.</source>
        <translation>내가 {1}을(를) 냅니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The trick is set aside.</source>
        <translation>이 트릭은 따로 놓아 둡니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} chooses {1}.</source>
        <translation>{0}이(가) 넘길 카드로 {1}을(를) 고릅니다.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You choose {1}.</source>
        <translation>내가 넘길 카드로 {1}을(를) 고릅니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards change hands.</source>
        <translation>카드를 주고받습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the points go to everyone else</source>
        <translation>다른 사람들이 모두 점수를 받음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the points come off their own score</source>
        <translation>자기 점수에서 점수를 뺌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You choose how the moon is scored: {1}.</source>
        <translation>내가 슛 더 문 점수 계산 방법을 고릅니다: {1}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} chooses how the moon is scored: {1}.</source>
        <translation>{0}이(가) 슛 더 문 점수 계산 방법을 고릅니다: {1}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} chooses the pass.</source>
        <translation>{0}이(가) 넘기는 방법을 정합니다.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You choose the pass.</source>
        <translation>내가 넘기는 방법을 정합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} runs out of time.</source>
        <translation>{0}의 시간이 다 됐습니다.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You run out of time.</source>
        <translation>내 시간이 다 됐습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pass:</source>
        <translation>카드 교환:</translation>
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
        <translation>다음 차례: {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/replay.py" line="-39"/>
        <source>Replay: {0}</source>
        <translation>다시 보기: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>|◀ Start</source>
        <translation>|◀ 처음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start of the match (Ctrl+Home)</source>
        <translation>게임 처음으로 (Ctrl+Home)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>◀◀ Deal</source>
        <translation>◀◀ 판</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous deal (Home)</source>
        <translation>이전 판 (Home)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>◀◀ Hand</source>
        <translation>◀◀ 판</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous hand (Home)</source>
        <translation>이전 판 (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Trick</source>
        <translation>◀ 트릭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous trick (Page Up)</source>
        <translation>이전 트릭 (Page Up)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>‹ Move</source>
        <translation>‹ 한 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move (Left)</source>
        <translation>이전 수 (Left)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move ›</source>
        <translation>한 수 ›</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move (Right)</source>
        <translation>다음 수 (Right)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick ▶</source>
        <translation>트릭 ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next trick (Page Down)</source>
        <translation>다음 트릭 (Page Down)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal ▶▶</source>
        <translation>판 ▶▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next deal (End)</source>
        <translation>다음 판 (End)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand ▶▶</source>
        <translation>판 ▶▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next hand (End)</source>
        <translation>다음 판 (End)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End ▶|</source>
        <translation>끝 ▶|</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the match (Ctrl+End)</source>
        <translation>게임 끝으로 (Ctrl+End)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show all hands</source>
        <translation>모든 사람의 카드 보기</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Review this hand</source>
        <translation>이 판 복기하기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach reviews your decisions of this hand (R)</source>
        <translation>코치가 이 판에서 내린 당신의 결정을 검토합니다 (R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal:</source>
        <translation>판:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores after each deal</source>
        <translation>판마다의 점수</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand:</source>
        <translation>판:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores after each hand</source>
        <translation>판별 점수</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/table/moves.py" line="-153"/>
        <source>{name}: {card}</source>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>You take the trick</source>
        <translation>내가 트릭을 가져갑니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} takes the trick</source>
        <translation>{name}이(가) 트릭을 가져갑니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trick is set aside</source>
        <translation>트릭은 함께 치워집니다</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>You show {cards}</source>
        <translation>내가 {cards}을(를) 보여 줍니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} shows {cards}</source>
        <translation>{name}이(가) {cards}을(를) 보여 줍니다</translation>
    </message>
    <message numerus="yes">
        <location line="+62"/>
        <source>You take %n card(s) from the talon</source>
        <translation>
            <numerusform>내가 더미에서 %n장 가져갑니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name} takes %n card(s) from the talon</source>
        <translation>
            <numerusform>{name}이(가) 더미에서 %n장 가져갑니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+94"/>
        <source>You take %n chip(s) from the pot</source>
        <translation>
            <numerusform>내가 팟에서 칩 %n개를 가져갑니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name} takes %n chip(s) from the pot</source>
        <translation>
            <numerusform>{name}이(가) 팟에서 칩 %n개를 가져갑니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You put %n chip(s) in the pot</source>
        <translation>
            <numerusform>내가 팟에 칩 %n개를 넣습니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name} puts %n chip(s) in the pot</source>
        <translation>
            <numerusform>{name}이(가) 팟에 칩 %n개를 넣습니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You pay {name} %n chip(s)</source>
        <translation>
            <numerusform>내가 {name}에게 칩 %n개를 냅니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{name} pays you %n chip(s)</source>
        <translation>
            <numerusform>{name}이(가) 나에게 칩 %n개를 냅니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{payer} pays {payee} %n chip(s)</source>
        <translation>
            <numerusform>{payer}이(가) {payee}에게 칩 %n개를 냅니다</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/model.py" line="-65"/>
        <source>The deal of the day</source>
        <translation>오늘의 판</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal of the day of {0}</source>
        <translation>{0}의 오늘의 판</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{0} deal of the day</source>
        <translation>{0} 오늘의 판</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} played on from another match (Play from here)</source>
        <translation>{0} 다른 게임에서 이어 한 게임(여기서부터 이어 하기)</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/table/reading.py" line="-38"/>
        <location line="+43"/>
        <source>%n chip(s)</source>
        <translation>
            <numerusform>칩 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pot</source>
        <translation>팟</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/replay.py" line="-107"/>
        <location line="+96"/>
        <source>Play from here</source>
        <translation>여기서부터 이어 하기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on from this moment at the table, in a seat you choose, as a match of its own (P)</source>
        <translation>이 순간부터 테이블에서 이어 합니다. 자리를 고를 수 있고, 새 게임으로 기록됩니다 (P)</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/about.py" line="+64"/>
        <source>About Hearts Desktop</source>
        <translation>Hearts Desktop 정보</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card faces and backs: original artwork made for this project, drawn by its own generator script.</source>
        <translation>카드 앞면과 뒷면: 이 프로젝트를 위해 만든 원작 그림으로, 자체 생성 스크립트로 그렸습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sounds: original sounds made for this project.</source>
        <translation>소리: 이 프로젝트를 위해 만든 원작 효과음입니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules: written for this project from published rules of Hearts, Pinochle and Ombre and their variants.</source>
        <translation>규칙: 공개된 하트, 피노클, 옴브레와 그 변형 규칙을 바탕으로 이 프로젝트를 위해 새로 썼습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hearts Desktop</source>
        <translation>Hearts Desktop</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version %1</source>
        <translation>버전 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Credits</source>
        <translation>출처</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Three classic card games at one table: Hearts with its many variants, Pinochle, and Ombre with Quadrille and Quintille, against computer players or with friends over the network.</source>
        <translation>세 가지 고전 카드 게임을 한 테이블에서: 여러 변형 규칙의 하트, 피노클, 그리고 카드리유와 퀸틸로까지 즐기는 옴브레를 컴퓨터 상대와, 또는 네트워크로 친구와 함께 즐기세요.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Built with Qt %1 and PySide6 %2 on Python %3.</source>
        <translation>Qt %1, PySide6 %2, Python %3으로 만들었습니다.</translation>
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
        <translation>복기한 판당 실수로 잃은 점수(게임이 끝난 달별): 당신이 알고 있던 것만으로 판단한, 코치가 본 선택의 기대 손실입니다. 카드 운이 아니라 플레이를 잽니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No hand of this game has been reviewed yet. After a hand, choose “Review this hand” (or turn on reviewing every hand in the Options) and the points you lost to mistakes appear here, month by month.</source>
        <translation>이 게임에서는 아직 복기한 판이 없습니다. 판이 끝난 뒤 「이 판 복기하기」를 고르면(또는 옵션에서 모든 판 복기를 켜면) 실수로 잃은 점수가 여기에 달마다 나타납니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Month</source>
        <translation>월</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hands reviewed</source>
        <translation>복기한 판</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost</source>
        <translation>잃은 점수</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per hand</source>
        <translation>판당</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} ± {1}</source>
        <translation>{0} ± {1}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Points lost to mistakes per hand</source>
        <translation>판당 실수로 잃은 점수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost per hand</source>
        <translation>판당 잃은 점수</translation>
    </message>
</context>
<context>
    <name>CodeRow</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/deal_code.py" line="+219"/>
        <source>Deal code:</source>
        <translation>판 코드:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy code</source>
        <translation>코드 복사</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put this deal&apos;s code on the clipboard: anyone can play the same cards with Game &gt; Play a deal by code…</source>
        <translation>이 판의 코드를 클립보드에 복사합니다. 누구나 ‘게임 &gt; 코드로 판 하기…’에서 같은 카드로 할 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>DealCodes</name>
    <message>
        <location line="-214"/>
        <source>Type or paste a deal code.</source>
        <translation>판 코드를 입력하세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“{0}” is not a character of deal codes (they use 0–9 and A–Z without I, L, O and U).</source>
        <translation>‘{0}’은(는) 판 코드에 쓰이지 않는 문자입니다(0–9와 I, L, O, U를 뺀 A–Z를 씁니다).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code is too short.</source>
        <translation>코드가 불완전합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The code has a typo (its check character disagrees). Look for a wrong or swapped character.</source>
        <translation>코드에 오타가 있습니다(검사 문자가 맞지 않습니다). 다른 문자나 순서가 바뀐 문자를 찾아 보세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code is of a game this program does not have (letter {0}).</source>
        <translation>이 프로그램에 없는 게임의 코드입니다(문자 {0}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code was made by a newer version of the program; this version cannot read it.</source>
        <translation>이 코드는 더 새로운 버전의 프로그램에서 만들어져 이 버전에서는 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code&apos;s rules are unknown to this version of the program.</source>
        <translation>이 코드의 규칙은 이 버전의 프로그램이 모릅니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The code is damaged.</source>
        <translation>코드가 손상되었습니다.</translation>
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
        <translation>게임 종료</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>New game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this deal again</source>
        <translation>같은 카드로 다시 하기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new match with the same rules, players and cards</source>
        <translation>같은 규칙, 같은 플레이어, 같은 카드로 새 게임을 합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <translation>게임 기록</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win!</source>
        <translation>승리!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You share the win!</source>
        <translation>공동 우승!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} wins</source>
        <translation>{0} 승리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joint winners: {0}</source>
        <translation>공동 우승: {0}</translation>
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
        <translation>도움을 받은 게임입니다. {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Place</source>
        <translation>순위</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>점수</translation>
    </message>
</context>
<context>
    <name>HistoryMenu</name>
    <message>
        <location filename="../hearts_desktop/ui/history/menu.py" line="+125"/>
        <source>History</source>
        <translation>게임 기록</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game history is not available.</source>
        <translation>게임 기록을 사용할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+92"/>
        <location line="+16"/>
        <source>Import match</source>
        <translation>게임 가져오기</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Hearts Desktop match (*.json);;All files (*)</source>
        <translation>Hearts Desktop 게임 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing was imported.

{0}</source>
        <translation>아무것도 가져오지 못했습니다.

{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match was imported into the history.</source>
        <translation>게임을 기록으로 가져왔습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hi&amp;story</source>
        <translation>기록(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;History…</source>
        <translation>게임 기록(&amp;H)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Statistics…</source>
        <translation>통계(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import match…</source>
        <translation>게임 가져오기(&amp;I)…</translation>
    </message>
</context>
<context>
    <name>HistoryTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/games/game_history.py" line="-22"/>
        <source>Custom rules</source>
        <translation>사용자 규칙</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Deal</source>
        <translation>판</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>Deals</source>
        <translation>판</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Deal {0}</source>
        <translation>{0}판</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals played</source>
        <translation>플레이한 판</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>점수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average points per deal</source>
        <translation>판당 평균 점수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points/deal</source>
        <translation>점수/판</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>You play {1}.</source>
        <translation>나: {1}을(를) 냄.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} plays {1}.</source>
        <translation>{0}: {1}을(를) 냄.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Game over.</source>
        <translation>게임 종료.</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>hand {0}</source>
        <translation>{0}번째 판</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand {0}, trick {1}</source>
        <translation>{0}번째 판, {1}번째 트릭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deal {0}</source>
        <translation>{0}판</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deal {0}, trick {1}</source>
        <translation>{0}판, {1}번째 트릭</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>from the match of {0}, {1}</source>
        <translation>{0}의 게임에서 ({1})</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../hearts_desktop/ui/history/window.py" line="+239"/>
        <source>All</source>
        <translation>전체</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>{0} matches shown</source>
        <translation>표시된 게임: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No matches.</source>
        <translation>게임이 없습니다.</translation>
    </message>
    <message>
        <location line="+78"/>
        <location line="+83"/>
        <source>History</source>
        <translation>게임 기록</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>This match cannot be read: {0}</source>
        <translation>이 게임을 읽을 수 없습니다: {0}</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+10"/>
        <source>Export match</source>
        <translation>게임 내보내기</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Hearts Desktop match (*.json)</source>
        <translation>Hearts Desktop 게임 (*.json)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The match could not be written to {0}: {1}</source>
        <translation>게임을 {0}에 저장하지 못했습니다: {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported to {0}</source>
        <translation>{0}(으)로 내보냈습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete match</source>
        <translation>게임 삭제</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the match of {0} from the history? This cannot be undone.</source>
        <translation>{0}에 한 게임을 기록에서 삭제할까요? 삭제하면 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game:</source>
        <translation>게임:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules:</source>
        <translation>규칙:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent:</source>
        <translation>상대:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status:</source>
        <translation>상태:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search players or rules…</source>
        <translation>플레이어나 규칙 검색…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics…</source>
        <translation>통계…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>다시 보기(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play this deal again</source>
        <translation>같은 카드로 다시 하기(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>내보내기(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>삭제(&amp;D)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <location line="-184"/>
        <source>✓ in “{0}”: {1}</source>
        <translation>“{0}”의 ✓: {1}</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>&amp;Original match</source>
        <translation>원래 게임(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the match this one was played on from (Play from here)</source>
        <translation>이 게임을 이어 온 원래 게임을 보여 줍니다(여기서부터 이어 하기)</translation>
    </message>
</context>
<context>
    <name>KeyboardDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/keyboard.py" line="+74"/>
        <source>On the table: choose a card of your hand</source>
        <translation>테이블에서: 손패의 카드 고르기</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+7"/>
        <source>Left, Right</source>
        <translation>왼쪽, 오른쪽</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>On the table: play or choose the card; go on when the table waits</source>
        <translation>테이블에서: 카드를 내거나 고르기, 테이블이 기다릴 때 계속하기</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Space, Enter</source>
        <translation>스페이스, Enter</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>On the table: act with the chosen cards (pass, give, exchange)</source>
        <translation>테이블에서: 고른 카드로 하기 (패스, 주기, 교환)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P, Enter</source>
        <translation>P, Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave full screen, hide the last trick</source>
        <translation>전체 화면 끝내기, 마지막 트릭 치우기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table as text: move over the table</source>
        <translation>테이블을 글로: 테이블을 이동하기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Up, Down, Home, End</source>
        <translation>위, 아래, Home, End</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table as text: close or open a group</source>
        <translation>테이블을 글로: 그룹 닫기·열기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table as text: play the card, press the button, act</source>
        <translation>테이블을 글로: 카드 내기, 버튼 누르기, 하기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A dialog: its default answer; close it</source>
        <translation>대화 상자: 기본값, 닫기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter; Esc</source>
        <translation>Enter; Esc</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keyboard</source>
        <translation>키보드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every game plays to its end with the keyboard alone. Ctrl+T opens the table as text, which answers every question of the table; the menus&apos; keys are shown in the menus too.</source>
        <translation>모든 게임은 키보드만으로 끝까지 할 수 있습니다. Ctrl+T로 테이블을 글로 열면 테이블의 모든 물음을 선택할 수 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What</source>
        <translation>무엇</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Keys</source>
        <translation>키</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../hearts_desktop/ui/language_menu.py" line="+69"/>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System default (%1)</source>
        <translation>시스템 기본값 (%1)</translation>
    </message>
</context>
<context>
    <name>LockTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/persistence.py" line="+120"/>
        <source> (process {0} on the computer {1})</source>
        <translation> (컴퓨터 {1}의 프로세스 {0})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the file is empty</source>
        <translation>파일이 비어 있습니다</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>it holds %n byte(s) that are not a Hearts Desktop lock</source>
        <translation>
            <numerusform>Hearts Desktop의 잠금 내용과 다른 %n바이트가 들어 있습니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The data folder {0} is in use: a running program holds its lock file {1}, but the file does not say which program ({2}). If Hearts Desktop is running or starting with this folder, use that window; otherwise close the program that keeps the file open, then start Hearts Desktop again.</source>
        <translation>데이터 폴더 {0}을(를) 사용 중입니다: 실행 중인 프로그램이 잠금 파일 {1}을(를) 잡고 있지만, 파일에 어떤 프로그램인지 쓰여 있지 않습니다({2}). Hearts Desktop이 이 폴더로 실행 중이거나 시작하는 중이라면 그 프로그램을 사용하세요. 그렇지 않다면 이 파일을 열고 있는 프로그램을 닫은 뒤 Hearts Desktop을 다시 시작하세요.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../hearts_desktop/ui/main_window.py" line="+145"/>
        <source>The program runs without sound: the sound system (QtMultimedia) cannot be loaded.</source>
        <translation>소리 시스템(QtMultimedia)을 불러올 수 없어 소리 없이 실행합니다.</translation>
    </message>
    <message>
        <location line="+103"/>
        <location filename="../hearts_desktop/ui/history/replay.py" line="-91"/>
        <source>You</source>
        <translation>나</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>The hand is dealt again.</source>
        <translation>이번 판을 다시 나눕니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your last card was taken back.</source>
        <translation>마지막 카드를 물렀습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking about a hint…</source>
        <translation>힌트를 생각하는 중…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No trick has been played yet.</source>
        <translation>아직 끝난 트릭이 없습니다.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/base.py" line="+346"/>
        <source>Hand {0}</source>
        <translation>{0}번째 판</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/window_menus.py" line="+204"/>
        <source>Assisted</source>
        <translation>도움 받음</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/window_play.py" line="+261"/>
        <source>A new game begins.</source>
        <translation>새 게임을 시작합니다.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/input.py" line="+46"/>
        <source>Your turn: play a card.</source>
        <translation>당신 차례입니다: 카드를 내세요.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Choose %n cards to pass, then press “{0}”.</source>
        <translation>
            <numerusform>넘길 카드 %n장을 고른 뒤 “{0}”을(를) 누르세요.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No hint is available right now.</source>
        <translation>지금은 힌트가 없습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hint: play the {0}.</source>
        <translation>힌트: {0}을(를) 내세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hint: pass {0}.</source>
        <translation>힌트: {0}을(를) 넘기세요.</translation>
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
        <translation>힌트: {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/window_play.py" line="+52"/>
        <source>A computer player made an error; it played a random card. ({0})</source>
        <translation>컴퓨터 플레이어에게 오류가 생겨 무작위 카드를 냈습니다. ({0})</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Click the table or press Space to go on.</source>
        <translation>계속하려면 테이블을 클릭하거나 스페이스 키를 누르세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go on (Space)</source>
        <translation>계속 (스페이스)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Game over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/hearts/input.py" line="-37"/>
        <source>You have chosen %n cards; click one to put it back.</source>
        <translation>
            <numerusform>이미 %n장을 골랐습니다. 되돌리려면 카드를 한 장 누르세요.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Choose %n more.</source>
        <translation>
            <numerusform>%n장 더 고르세요.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ready: press “{0}” (or P).</source>
        <translation>준비 완료: “{0}”(또는 P)을 누르세요.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Waiting for the others to pass…</source>
        <translation>다른 사람들이 카드를 넘기기를 기다리는 중…</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/main_window.py" line="+120"/>
        <location filename="../hearts_desktop/ui/games/hearts/presentation.py" line="+75"/>
        <source>Hearts</source>
        <translation>하트</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/window_menus.py" line="-49"/>
        <source>&amp;Game</source>
        <translation>게임(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>새 게임(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a deal by &amp;code…</source>
        <translation>코드로 판 하기(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal of the &amp;day</source>
        <translation>오늘의 판(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s deal of this game: the same cards for every player today, against the strongest CPU players</source>
        <translation>이 게임의 오늘의 판: 오늘은 모두가 같은 카드로, 가장 강한 CPU 플레이어와 합니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Restart this hand</source>
        <translation>이번 판 다시 하기(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo your last card</source>
        <translation>마지막 카드 무르기(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>힌트(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;last trick</source>
        <translation>지난 트릭 보기(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>점수표(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view the last hand</source>
        <translation>지난 판 복기하기(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options…</source>
        <translation>설정(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Soun&amp;d</source>
        <translation>소리(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>전체 화면(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>규칙(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Hearts Desktop</source>
        <translation>Hearts Desktop 정보(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard</source>
        <translation>키보드(&amp;K)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal of the day</source>
        <translation>오늘의 판</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played on from a replay</source>
        <translation>다시 보기에서 이어 한 게임</translation>
    </message>
</context>
<context>
    <name>MatchDetail</name>
    <message>
        <location filename="../hearts_desktop/ui/history/detail.py" line="+105"/>
        <source>{0}, deal code:</source>
        <translation>{0}, 판 코드:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>your place: {0}</source>
        <translation>내 순위: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assisted</source>
        <translation>도움 받음</translation>
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
        <translation>{0}번째 판</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/detail.py" line="+4"/>
        <source>Running totals</source>
        <translation>누적 점수</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/game_history.py" line="-1"/>
        <source>Hand</source>
        <translation>판</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points</source>
        <translation>점수</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/detail.py" line="+23"/>
        <source>Choose a match in the list to see its hands.</source>
        <translation>목록에서 게임을 고르면 판별 점수를 볼 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>MoonChoiceDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/choices.py" line="+105"/>
        <source>Add the points to everyone else</source>
        <translation>다른 사람 모두에게 점수를 더하기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Subtract the points from my score</source>
        <translation>내 점수에서 점수를 빼기</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You shot the moon!</source>
        <translation>슛 더 문 성공!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took every penalty card. How should your moon be scored?</source>
        <translation>점수 카드를 모두 가져갔습니다. 슛 더 문 점수를 어떻게 계산할까요?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>확인</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../hearts_desktop/ui/net/finder.py" line="+139"/>
        <source>Table</source>
        <translation>테이블</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../hearts_desktop/ui/net/host_dialog.py" line="+416"/>
        <source>Game</source>
        <translation>게임</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open seats</source>
        <translation>빈자리</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../hearts_desktop/ui/net/lobby.py" line="+245"/>
        <source>Address</source>
        <translation>주소</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} (another version)</source>
        <translation>{0} (다른 버전)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} of {1}</source>
        <translation>{1}자리 중 {0}자리</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../hearts_desktop/ui/net/texts.py" line="+25"/>
        <location line="+18"/>
        <source>This table runs another version of Hearts Desktop. Everyone at a table needs the same version.</source>
        <translation>이 테이블은 다른 버전의 Hearts Desktop에서 열렸습니다. 한 테이블의 모든 사람이 같은 버전을 써야 합니다.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/host_dialog.py" line="-313"/>
        <source>Open for a person</source>
        <translation>사람을 위해 비워 둠</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/net/lobby.py" line="-206"/>
        <source>CPU player</source>
        <translation>컴퓨터 플레이어</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If nobody takes this seat and you start with the open seats given to CPU players, this CPU player plays it.</source>
        <translation>이 자리에 아무도 앉지 않은 채 빈자리를 컴퓨터 플레이어에게 맡기고 시작하면 이 컴퓨터 플레이어가 이 자리에서 칩니다.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You ({0}), the host</source>
        <translation>나({0}), 호스트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You, the host</source>
        <translation>나, 호스트</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {0}: who sits there</source>
        <translation>{0}번 자리: 앉는 사람</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat {0}: name</source>
        <translation>{0}번 자리: 이름</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat {0}: level</source>
        <translation>{0}번 자리: 난이도</translation>
    </message>
    <message>
        <location line="+210"/>
        <location filename="../hearts_desktop/ui/net/join_dialog.py" line="+284"/>
        <location filename="../hearts_desktop/ui/net/quick_dialog.py" line="+216"/>
        <source>Type your name: the other players see it.</source>
        <translation>이름을 입력하세요. 다른 플레이어에게 보입니다.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{0}&apos;s table</source>
        <translation>{0}의 테이블</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Starting…</source>
        <translation>시작하는 중…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Host a network game</source>
        <translation>네트워크 게임 열기</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table name</source>
        <translation>테이블 이름</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/net/join_dialog.py" line="+160"/>
        <source>Your name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the table</source>
        <translation>테이블 열기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the table</source>
        <translation>테이블 닫기</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/net/join_dialog.py" line="+13"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/join_dialog.py" line="-223"/>
        <source>Looking for tables on your network…</source>
        <translation>네트워크에서 테이블을 찾는 중…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No table has been found on your network yet.</source>
        <translation>네트워크에서 아직 테이블을 찾지 못했습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tables cannot be looked for on this network: type the host&apos;s address and the table code.</source>
        <translation>이 네트워크에서는 테이블을 찾을 수 없습니다. 호스트의 주소와 테이블 코드를 입력하세요.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Choose a table in the list, or type the host&apos;s address and the table code.</source>
        <translation>목록에서 테이블을 고르거나 호스트의 주소와 테이블 코드를 입력하세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>“{0}” is neither an address (192.168.1.20:52830) nor a table code (K7QM4P).</source>
        <translation>“{0}”은(는) 주소(192.168.1.20:52830)도 테이블 코드(K7QM4P)도 아닙니다.</translation>
    </message>
    <message>
        <location line="+29"/>
        <location filename="../hearts_desktop/ui/net/quick_dialog.py" line="+19"/>
        <source>Connecting to {0}…</source>
        <translation>{0}에 연결하는 중…</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The server at {0} has no table open.</source>
        <translation>{0} 서버에 열린 테이블이 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No table on the server at {0} has a seat for you: the games there have started or are full.</source>
        <translation>{0} 서버에는 앉을 자리가 있는 테이블이 없습니다. 모든 테이블이 이미 게임을 시작했거나 자리가 다 찼습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look again in a moment, when someone may have opened one; or host a table on this computer for your friends to join; or go back and type another address.</source>
        <translation>잠시 후 다시 찾아보면 누군가 테이블을 열었을 수도 있습니다. 이 컴퓨터에서 테이블을 열어 친구들이 들어오게 하거나, 돌아가서 다른 주소를 입력할 수도 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Looked again at {0}: still no table to sit at.</source>
        <translation>{0}에 다시 찾아보았습니다. 아직 앉을 수 있는 테이블이 없습니다.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This program cannot show a table of this game ({0}).</source>
        <translation>이 프로그램은 이 게임({0})의 테이블을 표시할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose a seat at {0}.</source>
        <translation>{0}에서 자리를 고르세요.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Choose an open seat.</source>
        <translation>빈자리를 고르세요.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Join a network game</source>
        <translation>네트워크 게임 참가</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tables on your network</source>
        <translation>네트워크의 테이블</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Or type the host&apos;s address and the table code (for example 192.168.1.20:52830 K7QM4P):</source>
        <translation>또는 호스트의 주소와 테이블 코드를 입력하세요(예: 192.168.1.20:52830 K7QM4P):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address or code</source>
        <translation>주소 또는 코드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect</source>
        <translation>연결</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Back</source>
        <translation>뒤로</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Sit here</source>
        <translation>여기에 앉기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look again</source>
        <translation>다시 찾기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host a table on this computer…</source>
        <translation>이 컴퓨터에서 테이블 열기…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave the table</source>
        <translation>테이블 떠나기</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/lobby.py" line="-7"/>
        <source>You</source>
        <translation>나</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open: waiting for a player</source>
        <translation>빈자리: 플레이어를 기다리는 중</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CPU player ({0})</source>
        <translation>컴퓨터 플레이어({0})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A CPU player plays for them</source>
        <translation>컴퓨터가 대신 플레이하는 중</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Away: the seat waits for them</source>
        <translation>자리 비움: 돌아오기를 기다리는 중</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+69"/>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seat</source>
        <translation>자리</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seat is</source>
        <translation>자리 상태</translation>
    </message>
    <message>
        <location line="+100"/>
        <location filename="../hearts_desktop/ui/net/texts.py" line="+13"/>
        <source>Seats are still open: wait for more players, or give the open seats to CPU players.</source>
        <translation>아직 빈자리가 있습니다. 다른 플레이어를 기다리거나 빈자리를 컴퓨터 플레이어에게 맡기세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for the host to start the game…</source>
        <translation>호스트가 게임을 시작하기를 기다리는 중…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{0}: {1}, {2}</source>
        <translation>{0}: {1}, {2}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give your friends the code and the address. Players on your network also find the table under Game &gt; Join a network game.</source>
        <translation>친구에게 코드와 주소를 알려 주세요. 같은 네트워크의 플레이어는 게임 &gt; 네트워크 게임 참가에서도 이 테이블을 찾을 수 있습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give your friends the code and the address: they type them under Game &gt; Join a network game.</source>
        <translation>친구에게 코드와 주소를 알려 주세요. 게임 &gt; 네트워크 게임 참가에서 입력하면 됩니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table code</source>
        <translation>테이블 코드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the open seats to CPU players</source>
        <translation>빈자리를 컴퓨터 플레이어에게 맡기기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the game</source>
        <translation>게임 시작</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/play.py" line="+145"/>
        <source>&amp;Host a network game…</source>
        <translation>네트워크 게임 열기(&amp;H)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a network game…</source>
        <translation>네트워크 게임 참가(&amp;J)…</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>The network game begins.</source>
        <translation>네트워크 게임이 시작됩니다.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Network game</source>
        <translation>네트워크 게임</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+5"/>
        <source>The match could not be added to the history: {0}</source>
        <translation>대국을 기록에 추가하지 못했습니다: {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/texts.py" line="-50"/>
        <source>CPU for {0}</source>
        <translation>{0} 대신 컴퓨터</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} (away)</source>
        <translation>{0}(자리 비움)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot reach {0}. Check the address, and that the host&apos;s game is still open.</source>
        <translation>{0}에 연결할 수 없습니다. 주소와 호스트의 게임이 아직 열려 있는지 확인하세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the table failed.</source>
        <translation>테이블에 연결하지 못했습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table cannot be opened on this computer: {0}</source>
        <translation>이 컴퓨터에서 테이블을 열 수 없습니다: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Something went wrong: {0}</source>
        <translation>문제가 생겼습니다: {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No table has the code {0}. Check the code; the table may have closed.</source>
        <translation>코드가 {0}인 테이블이 없습니다. 코드를 확인하세요. 테이블이 닫혔을 수도 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This table does not exist any more.</source>
        <translation>이 테이블은 더 이상 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone else has just taken this seat. Choose another one.</source>
        <translation>방금 다른 사람이 이 자리에 앉았습니다. 다른 자리를 고르세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This table has no such seat.</source>
        <translation>이 테이블에는 그런 자리가 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game at this table has already started.</source>
        <translation>이 테이블의 게임은 이미 시작되었습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a name of 1 to 24 characters.</source>
        <translation>1~24자의 이름을 정하세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat at this table is not yours any more.</source>
        <translation>이 테이블의 당신 자리는 더 이상 당신의 것이 아닙니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You already sit at a table.</source>
        <translation>이미 테이블에 앉아 있습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the host can start the game.</source>
        <translation>호스트만 게임을 시작할 수 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server has no room for another table.</source>
        <translation>서버에 테이블을 더 열 여유가 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You already have as many tables open on this server as one player may. Play at one of them, or wait: a table nobody sits at closes after a few minutes.</source>
        <translation>이 서버에서 한 플레이어가 열 수 있는 테이블 수만큼 이미 열어 두었습니다. 그중 한 테이블에서 플레이하거나 잠시 기다리세요. 아무도 앉지 않은 테이블은 몇 분 뒤에 사라집니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This server does not let players open tables.</source>
        <translation>이 서버에서는 플레이어가 테이블을 열 수 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server cannot play these rules.</source>
        <translation>서버가 이 규칙으로 플레이할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server does not have this game.</source>
        <translation>서버에 이 게임이 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too many messages were sent at once; the last one was dropped.</source>
        <translation>한꺼번에 너무 많은 메시지를 보내서 마지막 메시지는 버려졌습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host has closed the table.</source>
        <translation>호스트가 테이블을 닫았습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server failed on this request; nothing changed.</source>
        <translation>서버가 이 요청을 처리하지 못했습니다. 바뀐 것은 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>It is not your turn.</source>
        <translation>당신 차례가 아닙니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The server refused: {0}</source>
        <translation>서버가 거부했습니다: {0}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This table is full.</source>
        <translation>이 테이블은 자리가 다 찼습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No table with the code {0} was found on your network. Type the host&apos;s address as well, for example 192.168.1.20:52830 {0}.</source>
        <translation>네트워크에서 코드가 {0}인 테이블을 찾지 못했습니다. 호스트의 주소도 함께 입력하세요(예: 192.168.1.20:52830 {0}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The connection to the table was lost. Reconnecting (attempt {0} of {1})…</source>
        <translation>테이블과의 연결이 끊겼습니다. 다시 연결하는 중({1}번 중 {0}번째)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You are back at the table.</source>
        <translation>테이블로 돌아왔습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table cannot be reached any more. The game has ended.</source>
        <translation>더 이상 테이블에 연결할 수 없습니다. 게임이 끝났습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The host has closed the table. The game has ended.</source>
        <translation>호스트가 테이블을 닫았습니다. 게임이 끝났습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table has closed. The game has ended.</source>
        <translation>테이블이 닫혔습니다. 게임이 끝났습니다.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/lobby.py" line="-133"/>
        <source>Rating</source>
        <translation>레이팅</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/play.py" line="-305"/>
        <source>&amp;Quick match…</source>
        <translation>빠른 대전(&amp;Q)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;online</source>
        <translation>온라인 플레이(&amp;O)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Your player identity cannot be read: {0}</source>
        <translation>플레이어 신원 정보를 읽을 수 없습니다: {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/texts.py" line="-55"/>
        <source>Another player on this server already uses this name. Choose another one.</source>
        <translation>이 서버에서 다른 플레이어가 이미 이 이름을 쓰고 있습니다. 다른 이름을 고르세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server could not confirm who you are. Try again.</source>
        <translation>서버가 당신의 신원을 확인하지 못했습니다. 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server needs to know who you are first.</source>
        <translation>서버가 먼저 당신이 누구인지 알아야 합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are already waiting for a quick match.</source>
        <translation>이미 빠른 대전을 기다리고 있습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are not waiting for a quick match.</source>
        <translation>빠른 대전을 기다리고 있지 않습니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} ± {1}</source>
        <translation>{0} ± {1}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your rating: {0} → {1} (± {2})</source>
        <translation>당신의 레이팅: {0} → {1} (± {2})</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/net/quick_dialog.py" line="-44"/>
        <source>Any rules</source>
        <translation>아무 규칙</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Type the server&apos;s address, for example 192.168.1.20:52830.</source>
        <translation>서버 주소를 입력하세요(예: 192.168.1.20:52830).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>“{0}” is not a server&apos;s address (for example 192.168.1.20:52830).</source>
        <translation>“{0}”은(는) 서버 주소가 아닙니다(예: 192.168.1.20:52830).</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Looking for players for {0}…</source>
        <translation>{0} 플레이어를 찾는 중…</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s) waiting for this game, you included.</source>
        <translation>
            <numerusform>이 게임을 기다리는 플레이어: %n명(당신 포함).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>In %n second(s), CPU players take the seats nobody has taken.</source>
        <translation>
            <numerusform>%n초 후 빈 자리에 CPU 플레이어가 앉습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The server stopped the wait. Try again.</source>
        <translation>서버가 대기를 끝냈습니다. 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Your table is ready</source>
        <translation>테이블이 준비되었습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A rated match of {0}: it begins in a moment.</source>
        <translation>{0} 레이팅 대전입니다. 곧 시작합니다.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Quick match</source>
        <translation>빠른 대전</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a rated match with other people on a server: choose the game and its rules, and the server seats you with people waiting for the same game. If nobody comes, CPU players take the empty seats.</source>
        <translation>서버에서 다른 사람들과 레이팅 대전을 합니다. 게임과 규칙을 고르면 같은 게임을 기다리는 사람들과 한 테이블에 앉습니다. 아무도 오지 않으면 빈 자리에 CPU 플레이어가 앉습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Server:</source>
        <translation>서버(&amp;S):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your &amp;name:</source>
        <translation>이름(&amp;N):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game:</source>
        <translation>게임(&amp;G):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules:</source>
        <translation>규칙(&amp;R):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Find a match</source>
        <translation>대전 찾기(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>취소(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds until CPU players fill the table</source>
        <translation>CPU 플레이어가 테이블을 채울 때까지 남은 초</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+186"/>
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="+268"/>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="-19"/>
        <source>Game</source>
        <translation>게임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules options</source>
        <translation>규칙 옵션</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/new_game.py" line="+219"/>
        <source>New game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game:</source>
        <translation>게임:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show rules…</source>
        <translation>규칙 보기…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore preset</source>
        <translation>프리셋 복원</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start game</source>
        <translation>게임 시작</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+7"/>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_form.py" line="+176"/>
        <source>End of the game</source>
        <translation>게임 종료</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="+6"/>
        <source>Players at the table</source>
        <translation>테이블의 플레이어</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="-90"/>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_form.py" line="-70"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n점</numerusform>
        </translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Cards and passing</source>
        <translation>카드와 교환</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>플레이</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring</source>
        <translation>점수 계산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants</source>
        <translation>변형 규칙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online rules</source>
        <translation>온라인 규칙</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="+13"/>
        <source>No limit</source>
        <translation>제한 없음</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+4"/>
        <source>Off</source>
        <translation>끔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> s</source>
        <comment>seconds</comment>
        <translation>초</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="-16"/>
        <source>Random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed deals the same cards again. Leave empty for a new deal.</source>
        <translation>같은 시드로는 같은 카드가 다시 나옵니다. 새로 나누려면 비워 두세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seat</source>
        <translation>자리</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level</source>
        <translation>난이도</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Rules:</source>
        <translation>규칙:</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+20"/>
        <source>Players:</source>
        <translation>인원:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_form.py" line="+63"/>
        <source>Target score:</source>
        <translation>목표 점수:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game ends with:</source>
        <translation>게임 종료 조건:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/ombre/rules_form.py" line="+76"/>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_form.py" line="+1"/>
        <source>Number of deals:</source>
        <translation>판 수:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie for the lead:</source>
        <translation>1등이 동점일 때:</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="+1"/>
        <source>Deal number (seed):</source>
        <translation>딜 번호 (시드):</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+1"/>
        <source>Cards removed:</source>
        <translation>빼는 카드:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Packs:</source>
        <translation>카드 벌 수:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passing:</source>
        <translation>카드 교환:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards to pass:</source>
        <translation>넘길 카드 수:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never passed:</source>
        <translation>넘길 수 없는 카드:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First lead:</source>
        <translation>첫 선:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead hearts early:</source>
        <translation>하트로 먼저 선 잡기:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No points on the first trick</source>
        <translation>첫 트릭에는 점수 카드 금지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Queen of Spades breaks hearts</source>
        <translation>스페이드 퀸이 나오면 하트가 깨짐</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts:</source>
        <translation>하트:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Spades:</source>
        <translation>스페이드 퀸:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Hearts is worth 13 (Pink Lady)</source>
        <translation>하트 퀸도 13점 (핑크 레이디)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus card (-10):</source>
        <translation>보너스 카드 (-10):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of Clubs doubles its winner&apos;s points</source>
        <translation>클럽 10을 가져가면 점수 두 배</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooting the moon:</source>
        <translation>슛 더 문:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking every trick (the sun) counts double</source>
        <translation>모든 트릭을 가져가면(슛 더 선) 두 배</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exactly 50 goes to 0, exactly 100 to 50</source>
        <translation>정확히 50점은 0점, 100점은 50점으로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complex scores (Q♠ = 13i, 10♣ × 2i)</source>
        <translation>복소수 점수 (Q♠ = 13i, 10♣ × 2i)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complex moon:</source>
        <translation>복소수 슛 더 문:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kitty: one card aside (3 players)</source>
        <translation>키티: 한 장을 따로 둠 (3인)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kitty goes to:</source>
        <translation>키티를 가져갈 사람:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two jokers as hearts (3 players)</source>
        <translation>하트로 치는 조커 두 장 (3인)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancellation: several packs (6-12 players)</source>
        <translation>캔슬레이션: 여러 벌 사용 (6-12인)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move timer:</source>
        <translation>제한 시간:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tournament scoring</source>
        <translation>토너먼트 점수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer players are ranked last</source>
        <translation>컴퓨터 플레이어는 항상 꼴찌</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/seats_form.py" line="+128"/>
        <source>You (human player)</source>
        <translation>나 (사람 플레이어)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>나</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/rules_form.py" line="+166"/>
        <source>The deal number must be at most %1.</source>
        <translation>딜 번호는 %1 이하여야 합니다.</translation>
    </message>
    <message>
        <location line="-278"/>
        <source>These rules cannot be played: %1</source>
        <translation>이 규칙으로는 게임을 할 수 없습니다: %1</translation>
    </message>
</context>
<context>
    <name>NewGameQuestion</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/new_game_question.py" line="+64"/>
        <source>New game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A match is in progress. Start a new game?</source>
        <translation>게임이 진행 중입니다. 새 게임을 시작할까요?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match on the table ends here: it goes into the history as abandoned and cannot be resumed.</source>
        <translation>지금 테이블의 게임은 여기서 끝납니다: 중단된 게임으로 기록에 남고 이어서 할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A network match is in progress. Start a new game?</source>
        <translation>네트워크 게임이 진행 중입니다. 새 게임을 시작할까요?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You leave the network table, which closes for every player at it; the match is not kept in the history.</source>
        <translation>네트워크 테이블을 떠나며, 테이블은 모든 참가자에게 종료됩니다. 게임은 기록에 남지 않습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You leave the network table; the match is not kept in the history.</source>
        <translation>네트워크 테이블을 떠납니다. 게임은 기록에 남지 않습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start new game</source>
        <translation>새 게임 시작</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing</source>
        <translation>계속하기</translation>
    </message>
</context>
<context>
    <name>Ombre</name>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/ombre/input.py" line="+172"/>
        <source>You may exchange at most %n card(s).</source>
        <translation>
            <numerusform>최대 %n장까지 바꿀 수 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No hint is available right now.</source>
        <translation>지금은 힌트가 없습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>play {card}</source>
        <translation>{card}을(를) 내기</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>discard {cards}</source>
        <translation>{cards} 버리기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keep your hand</source>
        <translation>손패를 그대로 두기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid {contract}</source>
        <translation>{contract} 입찰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>make {suit} trump</source>
        <translation>{suit}을(를) 으뜸패로 정하기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>go for the vole</source>
        <translation>전승에 도전하기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>stop</source>
        <translation>멈추기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>call {card}</source>
        <translation>{card} 부르기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <translation>패스</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take over</source>
        <translation>이어받기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>give up</source>
        <translation>포기하기</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/ombre/labels.py" line="+75"/>
        <source>Espadas</source>
        <translation>에스파다스</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bastos</source>
        <translation>바스토스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copas</source>
        <translation>코파스</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Oros</source>
        <translation>오로스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades</source>
        <translation>스페이드</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clubs</source>
        <translation>클럽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>하트</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds</source>
        <translation>다이아몬드</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ace</source>
        <translation>에이스</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Sota</source>
        <translation>소타</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As</source>
        <comment>the ace of the Spanish dress</comment>
        <translation>아스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caballo</source>
        <translation>카바요</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rey</source>
        <translation>레이</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Jack</source>
        <translation>잭</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>퀸</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King</source>
        <translation>킹</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Spadille</source>
        <translation>스파딜레</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Basto</source>
        <translation>바스타</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Manille</source>
        <translation>마닐레</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Punto</source>
        <translation>푼토</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{rank} de {suit}</source>
        <comment>a card of the Spanish dress</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{rank} of {suit}</source>
        <comment>a card</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} ({card})</source>
        <comment>a matador and its card</comment>
        <translation>{name}({card})</translation>
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
        <translation>일반 게임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tourné</source>
        <translation>투르네</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo</source>
        <translation>솔로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alliance</source>
        <translation>동맹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vole</source>
        <comment>a contract</comment>
        <translation>전승</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gascarola</source>
        <translation>가스카롤라</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrabola</source>
        <translation>미제르</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>alone, without a partner</source>
        <translation>파트너 없이 혼자서</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exchange, then name trump</source>
        <translation>패를 바꾼 뒤 으뜸패 선언</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first talon card makes trump</source>
        <translation>산패의 첫 카드가 으뜸패</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no exchange, name trump</source>
        <translation>교환 없이 으뜸패 선언</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name trump, call a king</source>
        <translation>으뜸패를 정하고 킹을 부름</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alone, every trick</source>
        <translation>혼자서 모든 트릭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keep one card or none, draw the rest</source>
        <translation>한 장만 남기거나 모두 버리고 나머지를 가져옴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win no trick</source>
        <translation>트릭을 하나도 따지 않기</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Thrown in</source>
        <translation>무효 (다시 돌림)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="+142"/>
        <location line="+3"/>
        <source>Sacada</source>
        <translation>사카다</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="+8"/>
        <location line="+4"/>
        <source>Puesta</source>
        <translation>푸에스타</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codille</source>
        <translation>코디유</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="+3"/>
        <source>Draw</source>
        <translation>무승부</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n chip(s)</source>
        <translation>
            <numerusform>칩 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../hearts_desktop/ui/games/ombre/presentation.py" line="+44"/>
        <source>Ombre</source>
        <translation>옴브레</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre, eldest leads (Danish)</source>
        <translation>옴브레, 선의 오른쪽이 먼저 냄 (덴마크식)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre for two</source>
        <translation>2인 옴브레</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre for four</source>
        <translation>4인 옴브레</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadrille</source>
        <translation>카드리유</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quintille</source>
        <translation>퀸틸로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre, custom rules</source>
        <translation>옴브레, 사용자 규칙</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Ombre for two, custom rules</source>
        <translation>2인 옴브레, 사용자 규칙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre for four, custom rules</source>
        <translation>4인 옴브레, 사용자 규칙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadrille, custom rules</source>
        <translation>카드리유, 사용자 규칙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quintille, custom rules</source>
        <translation>퀸틸로, 사용자 규칙</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Three players: ombre leads to the first trick, need not exchange, and the cards are dealt again when all pass.</source>
        <translation>3인 게임: 선언자가 첫 트릭을 먼저 내고, 교환 의무는 없으며, 모두 패스하면 다시 돌립니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As played in Danish clubs today: the player on the dealer&apos;s right leads, and ombre must exchange at least one card.</source>
        <translation>오늘날 덴마크 클럽의 방식: 딜러의 오른쪽 사람이 먼저 내고, 선언자는 적어도 한 장을 바꿔야 합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players with 30 cards (the diamonds taken out), 8 cards each; 5 of the 8 tricks win.</source>
        <translation>2명이 30장으로 (다이아몬드를 뺌) 8장씩 받아 합니다. 8트릭 중 5트릭을 따면 이깁니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four at the table: the dealer sits out each deal and pays or is paid like a defender.</source>
        <translation>4명이 앉고, 매 판 딜러는 쉬며 상대와 똑같이 돈을 내거나 받습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four players, 10 cards each, no talon: the declarer calls a king, and its holder is a secret partner.</source>
        <translation>4명이 10장씩, 산패 없음: 선언자가 킹을 부르고, 그 킹을 가진 사람이 비밀 파트너가 됩니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Five players, 8 cards each, no talon: as Quadrille, with 5 tricks to win.</source>
        <translation>5명이 8장씩, 산패 없음: 카드리유와 같고 5트릭을 따면 이깁니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules of your own, built from the options.</source>
        <translation>옵션으로 만든 나만의 규칙입니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/ombre/messages.py" line="+25"/>
        <source>{led} was led. The matador&apos;s privilege lets you hold back %n matador(s) above it ({protected}), but not {others}: play a trump.</source>
        <translation>
            <numerusform>{led}이(가) 나왔습니다. 마타도르의 특권으로 그보다 높은 마타도르 %n장({protected})은 내지 않아도 되지만 {others}은(는) 아닙니다: 으뜸패를 내세요.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{led} was led. It outranks your {matador}, so your matador has no privilege against it: you must play a trump.</source>
        <translation>{led}이(가) 나왔습니다. 당신의 {matador}보다 높으므로 특권이 없습니다: 으뜸패를 내야 합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{led} was led: you must play a trump while you hold one.</source>
        <translation>{led}이(가) 나왔습니다: 으뜸패가 있는 동안은 으뜸패를 내야 합니다.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A trump was led: you must play a trump while you hold one.</source>
        <translation>으뜸패가 나왔습니다: 으뜸패가 있는 동안은 으뜸패를 내야 합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the led suit</source>
        <translation>선의 무늬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must follow suit: play {suit} while you have any.</source>
        <translation>무늬를 따라야 합니다: {suit}이(가) 있으면 내세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is always a trump and never follows {suit}.</source>
        <translation>{card}은(는) 항상 으뜸패이며 {suit}으로 치지 않습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your bid must be higher than {contract}.</source>
        <translation>{contract}보다 높게 입찰해야 합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That bid is too low.</source>
        <translation>입찰이 너무 낮습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have passed: you may not bid again in this deal.</source>
        <translation>패스했으므로 이번 판에서는 다시 입찰할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not a bid you can make now.</source>
        <translation>지금은 그 입찰을 할 수 없습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You may exchange at most %n card(s) now.</source>
        <translation>
            <numerusform>지금은 최대 %n장까지 바꿀 수 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You chose too many cards to exchange.</source>
        <translation>바꿀 카드를 너무 많이 골랐습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Under these rules ombre must exchange at least %n card(s).</source>
        <translation>
            <numerusform>이 규칙에서는 선언자가 적어도 %n장을 바꿔야 합니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard exactly {counts} cards.</source>
        <translation>정확히 {counts}장을 버리세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <comment>between two numbers</comment>
        <translation> 또는 </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That number of cards cannot be exchanged now.</source>
        <translation>지금은 그 장수만큼 바꿀 수 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That suit cannot be trump now.</source>
        <translation>지금은 그 무늬를 으뜸패로 할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Call a king you do not hold.</source>
        <translation>가지고 있지 않은 킹을 부르세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ombre may give up only an entrada or a tourné, before playing to the fourth trick.</source>
        <translation>선언자는 일반 게임이나 투르네만, 그것도 네 번째 트릭에 내기 전에만 포기할 수 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only ombre decides that.</source>
        <translation>그것은 선언자만 정합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not your turn.</source>
        <translation>당신 차례가 아닙니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in your hand.</source>
        <translation>그 카드는 손패에 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card was chosen twice.</source>
        <translation>같은 카드를 두 번 골랐습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not possible right now.</source>
        <translation>지금은 할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/ombre/rules_form.py" line="-28"/>
        <source>Ombre for three</source>
        <translation>3인 옴브레</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre for two (30 cards)</source>
        <translation>2인 옴브레 (30장)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre for four (one sits out each deal)</source>
        <translation>4인 옴브레 (매 판 한 명이 쉼)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadrille (four, calling a king)</source>
        <translation>카드리유 (4인, 킹을 부름)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quintille (five, calling a king)</source>
        <translation>퀸틸로 (5인, 킹을 부름)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The dealer</source>
        <translation>딜러</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player opposite the dealer</source>
        <translation>딜러의 맞은편 사람</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="-105"/>
        <location line="+2"/>
        <source>The deal is thrown in</source>
        <translation>이번 판은 무효입니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The holder of Spadille must play</source>
        <translation>스파딜레를 가진 사람이 해야 함</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The dealer alone pays the ante for everybody</source>
        <translation>딜러 혼자 모두의 참가비를 냄</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Priority: an earlier bidder may hold an equal bid</source>
        <translation>우선권: 먼저 말하는 사람은 같은 입찰을 유지할 수 있음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eldest hand leads to the first trick</source>
        <translation>딜러의 오른쪽 사람이 첫 트릭을 먼저 냄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre must exchange at least one card</source>
        <translation>선언자는 적어도 한 장을 바꿔야 함</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Game:</source>
        <translation>게임:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who sits out:</source>
        <translation>쉬는 사람:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit taken out:</source>
        <translation>빼는 무늬:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ante per player:</source>
        <translation>1인당 참가비:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips at the start:</source>
        <translation>시작 칩:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End when a player has won or lost:</source>
        <translation>누군가 이만큼 따거나 잃으면 끝:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When everybody passes:</source>
        <translation>모두 패스하면:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gascarola may be announced</source>
        <translation>가스카롤라 선언 가능</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrabola may be announced</source>
        <translation>미제르 선언 가능</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player sitting out may play with the whole talon</source>
        <translation>쉬는 사람이 산패 전부를 가지고 할 수 있음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Honours count at most 5</source>
        <translation>보너스 패는 최대 5점</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a codille the defenders share the pot</source>
        <translation>코디유 후 상대들이 팟을 나눔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A lost game costs what the contract is worth</source>
        <translation>진 게임은 공약의 값만큼 냄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre may give up an entrada or a tourné</source>
        <translation>선언자가 일반 게임이나 투르네를 포기할 수 있음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quintille: the alliance needs 6 tricks</source>
        <translation>퀸틸로: 동맹은 6트릭이 필요함</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Chips and length of the game</source>
        <translation>칩과 게임 길이</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table</source>
        <translation>테이블</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/ombre/rules_page.py" line="+84"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="+143"/>
        <source>Bidding</source>
        <translation>입찰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange and play</source>
        <translation>교환과 플레이</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Payments</source>
        <translation>지불</translation>
    </message>
    <message numerus="yes">
        <location line="+96"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n명</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/ombre/rules_page.py" line="-58"/>
        <source>Players and cards</source>
        <translation>플레이어와 카드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{players} players, {cards} cards: each player gets {hand} cards, dealt counter-clockwise; play goes counter-clockwise too.</source>
        <translation>{players}명, {cards}장: 각자 {hand}장씩 반시계 방향으로 받으며, 플레이도 반시계 방향으로 진행합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The other {talon} cards are the talon, face down in the middle of the table.</source>
        <translation>나머지 {talon}장은 산패로, 테이블 가운데에 엎어 둡니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{suit} are taken out of the pack.</source>
        <translation>{suit}은(는) 카드에서 뺍니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Three play each deal: the dealer sits out.</source>
        <translation>매 판 세 명이 하고 딜러는 쉽니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three play each deal: the player opposite the dealer sits out.</source>
        <translation>매 판 세 명이 하고 딜러의 맞은편 사람은 쉽니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player sitting out pays and is paid like a defender.</source>
        <translation>쉬는 사람도 상대와 똑같이 돈을 내고 받습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trumps and matadors</source>
        <translation>으뜸패와 마타도르</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spadille and Basto are always trumps, whatever suit is trump. With the Manille (the 2 of a black trump suit, the 7 of a red one) they are the three matadors. In a red trump suit the ace, Punto, is the fourth trump.</source>
        <translation>스파딜레와 바스타는 어떤 무늬가 으뜸패이든 항상 으뜸패입니다. 마닐레(검은 으뜸패면 2, 붉은 으뜸패면 7)와 함께 세 마타도르입니다. 붉은 으뜸패에서는 에이스인 푼토가 네 번째 으뜸패입니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{suit} trump</source>
        <translation>{suit} 으뜸패</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/ombre/score_sheet.py" line="+139"/>
        <source>Trump</source>
        <translation>으뜸패</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trumps, highest first</source>
        <translation>으뜸패 (높은 순)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plain suits, highest first: black {black}; red {red}.</source>
        <translation>일반 무늬 (높은 순): 검은 무늬 {black}; 붉은 무늬 {red}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chips and the pot</source>
        <translation>칩과 팟</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>The game lasts %n deal(s); what is left in the pot is then shared.</source>
        <translation>
            <numerusform>게임은 %n판 동안 하며, 끝에 팟에 남은 칩은 나눠 가집니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>Before every deal the dealer puts %n chip(s) for each player into the pot.</source>
        <translation>
            <numerusform>매 판 전에 딜러가 플레이어 한 명당 칩 %n개를 팟에 넣습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Before every deal each player puts %n chip(s) into the pot; the pot carries over from deal to deal.</source>
        <translation>
            <numerusform>매 판 전에 각자 칩 %n개를 팟에 넣습니다. 팟은 다음 판으로 이월됩니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Everybody starts with %n chip(s).</source>
        <translation>
            <numerusform>모두 칩 %n개로 시작합니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>It ends early once a player has won or lost %n chip(s).</source>
        <translation>
            <numerusform>누군가 칩 %n개를 따거나 잃으면 일찍 끝납니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chips of the pot that cannot be shared equally at the end go to the last player who won a deal.</source>
        <translation>끝에 팟의 칩이 똑같이 나누어지지 않으면, 남는 칩은 마지막으로 이긴 사람이 가집니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chips of the pot that cannot be shared equally at the end go to the last player who won a deal; when several won it, to the first of them from the dealer&apos;s right.</source>
        <translation>끝에 팟의 칩이 똑같이 나누어지지 않으면, 남는 칩은 마지막으로 이긴 사람이 가집니다. 그 판에 이긴 사람이 둘 이상이면 딜러의 오른쪽부터 세어 첫 번째인 사람이 가집니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The player on the dealer&apos;s right speaks first. Each player passes or bids higher than the bid so far; a pass is final. The highest bidder is ombre and plays against the others.</source>
        <translation>딜러의 오른쪽 사람이 먼저 말합니다. 각자 패스하거나 지금까지의 입찰보다 높게 입찰하며, 패스하면 다시 입찰할 수 없습니다. 가장 높게 입찰한 사람이 선언자가 되어 나머지와 겨룹니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../hearts_desktop/ui/games/ombre/score_sheet.py" line="+0"/>
        <source>Contract</source>
        <translation>공약</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Meaning</source>
        <translation>뜻</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Priority: a player who speaks earlier may hold the same bid, and the later one must go higher or pass.</source>
        <translation>우선권: 먼저 말하는 사람은 같은 입찰을 유지할 수 있고, 나중 사람은 더 높이 부르거나 패스해야 합니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>When everybody has passed, these may be announced:</source>
        <translation>모두 패스했을 때 다음을 선언할 수 있습니다:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the three players pass, the player sitting out may play an entrada with the whole talon.</source>
        <translation>세 명이 모두 패스하면 쉬는 사람이 산패 전부를 가지고 일반 게임을 할 수 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If everybody passes, the holder of Spadille must play an alliance.</source>
        <translation>모두 패스하면 스파딜레를 가진 사람이 동맹을 해야 합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If everybody passes, the holder of Spadille must play (if it lies in the talon, the holder of Basto; if both do, the deal is thrown in).</source>
        <translation>모두 패스하면 스파딜레를 가진 사람이 해야 합니다 (스파딜레가 산패에 있으면 바스타를 가진 사람, 둘 다 산패에 있으면 무효).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If everybody passes, the deal is thrown in and the pot stays.</source>
        <translation>모두 패스하면 이번 판은 무효가 되고 팟은 그대로 남습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The exchange</source>
        <translation>교환</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In an entrada ombre discards up to 8 cards face down, draws as many from the talon, then names trump. In a tourné the top card of the talon is turned: its suit is trump, and it is the first card ombre draws. In a solo ombre names trump and keeps the hand.</source>
        <translation>일반 게임에서는 선언자가 8장까지 엎어서 버리고 같은 수를 산패에서 가져온 뒤 으뜸패를 선언합니다. 투르네에서는 산패의 맨 위 카드를 뒤집어 그 무늬가 으뜸패가 되며, 선언자가 처음 가져오는 카드가 됩니다. 솔로에서는 선언자가 으뜸패를 선언하고 손패를 그대로 씁니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ombre must exchange at least one card.</source>
        <translation>선언자는 적어도 한 장을 바꿔야 합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then each defender in turn may exchange as many cards as are left in the talon. Nobody sees the discards or the cards left in the talon.</source>
        <translation>그다음 상대가 차례로 산패에 남은 만큼 바꿀 수 있습니다. 버린 카드와 산패에 남은 카드는 아무도 보지 않습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play</source>
        <translation>플레이</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player on the dealer&apos;s right leads to the first trick; the winner of a trick leads to the next.</source>
        <translation>딜러의 오른쪽 사람이 첫 트릭을 먼저 내고, 트릭을 딴 사람이 다음 트릭을 먼저 냅니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ombre leads to the first trick; the winner of a trick leads to the next.</source>
        <translation>선언자가 첫 트릭을 먼저 내고, 트릭을 딴 사람이 다음 트릭을 먼저 냅니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow suit if you can; Spadille and Basto never count as {spades} or {clubs}. A player who cannot follow may play any card.</source>
        <translation>낼 수 있으면 같은 무늬를 내야 합니다. 스파딜레와 바스타는 {spades}나 {clubs}로 치지 않습니다. 같은 무늬가 없으면 아무 카드나 낼 수 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The matador&apos;s privilege: when a trump is led you must play a trump, but a matador higher than the led card need not be played. A player whose only trumps are such matadors may play any card. Only the led card counts, not a higher matador played after it.</source>
        <translation>마타도르의 특권: 으뜸패가 나오면 으뜸패를 내야 하지만, 선이 낸 카드보다 높은 마타도르는 내지 않아도 됩니다. 그런 마타도르밖에 없는 사람은 아무 카드나 낼 수 있습니다. 기준은 선이 낸 카드뿐이며, 나중에 나온 더 높은 마타도르는 상관없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ombre may give up an entrada or a tourné before playing to the fourth trick: it counts as a puesta, and a defender may take over as ombre.</source>
        <translation>선언자는 네 번째 트릭에 내기 전에 일반 게임이나 투르네를 포기할 수 있습니다. 이는 푸에스타로 치며, 상대가 선언자를 이어받을 수 있습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Results and payments</source>
        <translation>결과와 지불</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/ombre/score_sheet.py" line="+1"/>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Payment</source>
        <translation>지불</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sacada: ombre takes more tricks than each defender</source>
        <translation>사카다: 선언자가 각 상대보다 트릭을 많이 땀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each defender pays ombre 5 (tourné 7, solo 15) plus honours; ombre takes the pot</source>
        <translation>각 상대가 선언자에게 5 (투르네 7, 솔로 15)와 보너스 패를 내고, 선언자가 팟을 가져감</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Puesta: ombre ties for the most tricks</source>
        <translation>푸에스타: 선언자가 최다 트릭에서 비김</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ombre pays each defender 5 plus honours, and as much as the pot into it</source>
        <translation>선언자가 각 상대에게 5와 보너스 패를 내고, 팟에 팟만큼 넣음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Codille: a defender takes more tricks than anyone</source>
        <translation>코디유: 상대 한 명이 누구보다 트릭을 많이 땀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ombre pays each defender 5 plus honours, and that defender as much as the pot</source>
        <translation>선언자가 각 상대에게 5와 보너스 패를 내고, 그 상대에게 팟만큼 냄</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A lost game costs what the contract is worth (tourné 7, solo 15) instead of 5.</source>
        <translation>진 게임은 5 대신 공약의 값(투르네 7, 솔로 15)만큼 냅니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After a codille the defenders share the pot.</source>
        <translation>코디유 후에는 상대들이 팟을 나눠 가집니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Honours: ombre holding the three matadors and the trumps below them in a row counts one for each; holding none of them counts the missing run the same way.</source>
        <translation>보너스 패: 선언자가 세 마타도르와 그 아래 으뜸패를 연속으로 들고 있으면 장마다 1점이고, 셋 다 없으면 빠진 연속 장수를 같은 식으로 셉니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Honours count at most 5.</source>
        <translation>보너스 패는 최대 5점입니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primeras: ombre who wins the first five tricks may stop (each defender pays 3 more) or lead on for the vole: all the tricks win 10 more from each defender, losing one costs ombre 30 less the contract&apos;s value to each defender.</source>
        <translation>프리메라스: 처음 다섯 트릭을 모두 딴 선언자는 멈추거나(각 상대가 3을 더 냄) 전승에 도전할 수 있습니다. 모든 트릭을 따면 각 상대에게 10을 더 받고, 하나라도 지면 각 상대에게 30에서 공약의 값을 뺀 만큼 냅니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Alliance and results</source>
        <translation>동맹과 결과</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In an alliance the declarer names trump and calls a king; its holder is the secret partner until the king is played. Together they need {target} of the {tricks} tricks; a solo needs as many alone, a vole every trick.</source>
        <translation>동맹에서는 선언자가 으뜸패를 정하고 킹을 부릅니다. 그 킹을 가진 사람은 킹이 나올 때까지 비밀 파트너입니다. 둘이 합쳐 {tricks}트릭 중 {target}트릭이 필요하고, 솔로는 혼자서 그만큼, 전승은 모든 트릭이 필요합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The winners take the pot and each loser pays each winner the value of the game.</source>
        <translation>이긴 쪽이 팟을 가져가고, 진 사람마다 이긴 사람 각각에게 게임의 값을 냅니다.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Rules of {game}</source>
        <translation>{game} 규칙</translation>
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
        <translation>전승</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed vole</source>
        <translation>전승 실패</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>primeras</source>
        <translation>프리메라스</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Ombre</source>
        <comment>the player who plays the contract</comment>
        <translation>선언자</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="+18"/>
        <source>Pot</source>
        <translation>팟</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="-5"/>
        <source>Deal {0}</source>
        <translation>{0}번째 판</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+52"/>
        <source>Chips</source>
        <translation>칩</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Deal {0}: ante paid</source>
        <comment>the score sheet&apos;s last row</comment>
        <translation>{0}판: 참가비 냄</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{contract} (forced)</source>
        <translation>{contract} (강제)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Score sheet</source>
        <translation>점수표</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Final chips</source>
        <translation>최종 칩</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/ombre/texts.py" line="-183"/>
        <source>{name} is ombre</source>
        <translation>{name}: 선언자</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You are ombre</source>
        <translation>내가 선언자</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{contract}, forced: everybody passed and you hold Spadille</source>
        <translation>{contract}, 강제: 모두 패스했고 내가 스파딜레를 가지고 있음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{contract}, forced: everybody passed and {name} holds Spadille</source>
        <translation>{contract}, 강제: 모두 패스했고 {name}이(가) 스파딜레를 가지고 있음</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{contract}, forced: everybody passed, Spadille lies in the talon and you hold Basto</source>
        <translation>{contract}, 강제: 모두 패스했고 스파딜레는 산패에 있으며 내가 바스타를 가지고 있음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{contract}, forced: everybody passed, Spadille lies in the talon and {name} holds Basto</source>
        <translation>{contract}, 강제: 모두 패스했고 스파딜레는 산패에 있으며 {name}이(가) 바스타를 가지고 있음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{contract}: everybody passed, so the player sitting out takes the whole talon</source>
        <translation>{contract}: 모두 패스해서 쉬던 사람이 산패 전부를 가져감</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+244"/>
        <source>Everybody passed</source>
        <translation>모두 패스</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Spadille and Basto both lie in the talon: the next dealer deals</source>
        <translation>스파딜레와 바스타가 모두 산패에 있음: 다음 딜러가 돌림</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pot stays; the next dealer deals</source>
        <translation>팟은 그대로, 다음 딜러가 돌림</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tourné: {card}</source>
        <translation>투르네: {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>{suit} are trump</source>
        <translation>{suit}이(가) 으뜸패</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>named by {name}</source>
        <translation>{name}의 선언</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>named by you</source>
        <translation>나의 선언</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} calls the {card}</source>
        <translation>{name}이(가) {card}을(를) 부름</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You call the {card}</source>
        <translation>내가 {card}을(를) 부름</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its holder is your secret partner</source>
        <translation>그 카드를 가진 사람이 나의 비밀 파트너</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its holder is {name}&apos;s secret partner</source>
        <translation>그 카드를 가진 사람이 {name}의 비밀 파트너</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} is the partner</source>
        <translation>{name}이(가) 파트너</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You are the partner</source>
        <translation>내가 파트너</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>playing with you</source>
        <translation>나와 한편</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>playing with {declarer}</source>
        <translation>{declarer}와(과) 한편</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} announces honours</source>
        <translation>{name}의 보너스 패 발표</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You announce honours</source>
        <translation>나의 보너스 패 발표</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{with_} with, {without} without</source>
        <translation>있는 쪽 {with_}, 없는 쪽 {without}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+221"/>
        <source>Primeras!</source>
        <translation>프리메라스!</translation>
    </message>
    <message numerus="yes">
        <location line="-220"/>
        <source>You took the first %n tricks</source>
        <translation>
            <numerusform>내가 처음 %n트릭을 모두 땀</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{name} took the first %n tricks</source>
        <translation>
            <numerusform>{name}이(가) 처음 %n트릭을 모두 땀</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} goes for the vole!</source>
        <translation>{name}이(가) 전승에 도전!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You go for the vole!</source>
        <translation>내가 전승에 도전!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every trick, or pay each defender</source>
        <translation>모든 트릭을 따거나, 못 하면 각 상대에게 지불</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} stops</source>
        <translation>{name}이(가) 멈춤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You stop</source>
        <translation>내가 멈춤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primeras: the game is won</source>
        <translation>프리메라스: 승리</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The vole fails</source>
        <translation>전승 실패</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} lost a trick</source>
        <translation>{name}이(가) 트릭을 하나 잃음</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You lost a trick</source>
        <translation>내가 트릭을 하나 잃음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contrabola lost</source>
        <translation>미제르 실패</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took a second trick</source>
        <translation>내가 두 번째 트릭을 땀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took a second trick</source>
        <translation>{name}이(가) 두 번째 트릭을 땀</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} gives up</source>
        <translation>{name}이(가) 포기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You give up</source>
        <translation>내가 포기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It counts as a puesta</source>
        <translation>푸에스타로 칩니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} takes over</source>
        <translation>{name}이(가) 이어받음</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You take over</source>
        <translation>내가 이어받음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as ombre, after you gave up</source>
        <translation>내가 포기한 뒤 선언자로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as ombre, after {previous} gave up</source>
        <translation>{previous}이(가) 포기한 뒤 선언자로</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Vole!</source>
        <translation>전승!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You took every trick</source>
        <translation>내가 모든 트릭을 땀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took every trick</source>
        <translation>{name}이(가) 모든 트릭을 땀</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win with primeras</source>
        <translation>내가 프리메라스로 승리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins with primeras</source>
        <translation>{name}이(가) 프리메라스로 승리</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the {contract}</source>
        <translation>내가 {contract}에서 승리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins the {contract}</source>
        <translation>{name}이(가) {contract}에서 승리</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>Codille!</source>
        <translation>코디유!</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>You beat {name}</source>
        <translation>내가 {name}을(를) 이김</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{winner} beats you</source>
        <translation>{winner}이(가) 나를 이김</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{winner} beats {name}</source>
        <translation>{winner}이(가) {name}을(를) 이김</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You failed the vole and pay each defender</source>
        <translation>내가 전승에 실패해 각 상대에게 지불</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} failed the vole and pays each defender</source>
        <translation>{name}이(가) 전승에 실패해 각 상대에게 지불</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You lose and pay as much as the pot into it</source>
        <translation>내가 져서 팟만큼 팟에 냄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} loses and pays as much as the pot into it</source>
        <translation>{name}이(가) 져서 팟만큼 팟에 냄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No payments</source>
        <translation>지불 없음</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game over</source>
        <translation>게임 종료</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have the most chips: {chips}</source>
        <translation>칩이 가장 많은 사람: 나 ({chips})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has the most chips: {chips}</source>
        <translation>칩이 가장 많은 사람: {name} ({chips})</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Sits out</source>
        <translation>쉼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ombre · {contract}</source>
        <translation>선언자 · {contract}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner</source>
        <translation>파트너</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defender</source>
        <translation>상대</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Passed</source>
        <translation>패스</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dealer</source>
        <translation>딜러</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>took %n</source>
        <comment>cards from the talon</comment>
        <translation>
            <numerusform>%n장 가져감</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Announcements</source>
        <translation>선언</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange</source>
        <translation>교환</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Naming trump</source>
        <translation>으뜸패 선언</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calling a king</source>
        <translation>킹 부르기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick {0} of {1}</source>
        <translation>트릭 {0}/{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primeras</source>
        <translation>프리메라스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre gave up</source>
        <translation>선언자 포기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal over</source>
        <translation>판 종료</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal {0} of {1}</source>
        <translation>{0}/{1}판</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{contract} · {name}</source>
        <translation>{contract} · {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trump not named yet</source>
        <translation>으뜸패 미정</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trump: {suit}</source>
        <translation>으뜸패: {suit}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>calls {card}</source>
        <translation>{card} 부름</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>forced</source>
        <translation>강제</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your bid: choose a contract or pass.</source>
        <translation>입찰 차례입니다: 공약을 고르거나 패스하세요.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Choose %n card(s) to discard, then press the button on the table.</source>
        <translation>
            <numerusform>버릴 카드 %n장을 고른 뒤 테이블의 버튼을 누르세요.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose {0} to {1} cards to discard, then press the button on the table.</source>
        <translation>버릴 카드를 {0}~{1}장 고른 뒤 테이블의 버튼을 누르세요.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Choose up to %n card(s) to discard (or none), then press the button on the table.</source>
        <translation>
            <numerusform>버릴 카드를 %n장까지 고르고 (안 골라도 됩니다) 테이블의 버튼을 누르세요.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gascarola: keep one card and discard the other {0}, or discard all {1}; then press the button on the table.</source>
        <translation>가스카롤라: 카드 한 장만 남기고 나머지 {0}장을 버리거나 {1}장을 모두 버린 뒤 테이블의 버튼을 누르세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep my hand</source>
        <translation>손패 그대로</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Exchange %n</source>
        <translation>
            <numerusform>%n장 교환</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: play a card.</source>
        <translation>당신 차례입니다: 카드를 내세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your decision: choose on the table.</source>
        <translation>결정할 차례입니다: 테이블에서 고르세요.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Highest so far: {contract}, your bid.</source>
        <translation>지금까지 최고: {contract} (나의 공약).</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n chip(s) in the pot.</source>
        <translation>
            <numerusform>칩 %n개가 팟에 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your bid</source>
        <translation>입찰</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Nobody has bid yet.</source>
        <translation>아직 아무도 입찰하지 않았습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Highest so far: {contract} ({name}).</source>
        <translation>지금까지 최고: {contract} ({name}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+45"/>
        <source>Pass</source>
        <translation>패스</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>out of the bidding</source>
        <translation>입찰에서 빠짐</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You may announce a game of your own, or pass.</source>
        <translation>직접 게임을 선언하거나 패스할 수 있습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name trump</source>
        <translation>으뜸패 선언</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play {contract}: which suit is trump?</source>
        <translation>{contract}을(를) 합니다: 어느 무늬를 으뜸패로 할까요?</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n trump(s) in your hand</source>
        <translation>
            <numerusform>손패의 으뜸패 %n장</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Call a king</source>
        <translation>킹 부르기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its holder plays with you, a secret until the card is played.</source>
        <translation>그 킹을 가진 사람이 당신과 한편이 되며, 킹이 나올 때까지 비밀입니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You won the first %n tricks. Stop now, or lead on for the vole.</source>
        <translation>
            <numerusform>처음 %n트릭을 모두 땄습니다. 지금 멈추거나 전승에 도전하세요.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop</source>
        <translation>멈추기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win now, +{0} from each defender</source>
        <translation>지금 승리, 각 상대에게서 +{0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win now</source>
        <translation>지금 승리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go for the vole</source>
        <translation>전승 도전</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>all %n tricks, or pay each defender</source>
        <translation>
            <numerusform>%n트릭 모두, 못 하면 각 상대에게 지불</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} gave up</source>
        <translation>{name}이(가) 포기했습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take over as ombre and play the deal on from here?</source>
        <translation>선언자를 이어받아 여기서부터 계속할까요?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take over</source>
        <translation>이어받기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>you become ombre</source>
        <translation>당신이 선언자가 됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deal ends as a puesta</source>
        <translation>이번 판은 푸에스타로 끝남</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give up (puesta)</source>
        <translation>포기 (푸에스타)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hint: {0}</source>
        <translation>힌트: {0}</translation>
    </message>
</context>
<context>
    <name>OmbreTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/games/ombre/history.py" line="+67"/>
        <source>Entrada</source>
        <translation>일반 게임(엔트라다)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tourné</source>
        <translation>투르네</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo</source>
        <translation>솔로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alliance</source>
        <translation>동맹(얼라이언스)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vole</source>
        <translation>전승(볼레)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gascarola</source>
        <translation>가스카롤라</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrabola</source>
        <translation>콘트라볼라</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>sacada (ombre wins)</source>
        <translation>사카다 (선언자 승리)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puesta (ombre loses)</source>
        <translation>푸에스타 (선언자 패배)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>codille (a defender wins)</source>
        <translation>코디유 (상대가 승리)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drawn</source>
        <translation>무승부</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Ombre</source>
        <translation>옴브레</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre (eldest leads)</source>
        <translation>옴브레 (선이 먼저 냄)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadrille</source>
        <translation>카드리유</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quintille</source>
        <translation>퀸틸로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-handed Ombre</source>
        <translation>2인 옴브레</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre for four</source>
        <translation>4인 옴브레</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom rules</source>
        <translation>사용자 규칙</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>판</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Deals</source>
        <translation>판</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Deal {0}</source>
        <translation>{0}판</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals played</source>
        <translation>플레이한 판</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips</source>
        <translation>칩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average chips won per deal</source>
        <translation>판당 평균 획득 칩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips/deal</source>
        <translation>칩/판</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+36"/>
        <source>Contracts</source>
        <translation>공약</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Your contracts as ombre: won / played</source>
        <translation>선언자로서의 공약: 이김 / 함</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codilles</source>
        <translation>코디유</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals of the match the ombre lost by codille</source>
        <translation>이 경기에서 선언자가 코디유로 진 판</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+35"/>
        <source>Chips won</source>
        <translation>획득 칩</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>The chips you won (or lost) in the match</source>
        <translation>이 경기에서 딴(또는 잃은) 칩</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+85"/>
        <source>Thrown in: everyone passed.</source>
        <translation>무효: 모두 패스했습니다.</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>You played {1} in {2}: {3}.</source>
        <translation>내가 {2} 으뜸패로 {1}: {3}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} played {1} in {2}: {3}.</source>
        <translation>{0}이(가) {2} 으뜸패로 {1}: {3}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You won the codille.</source>
        <translation>내가 코디유로 이겼습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} won the codille.</source>
        <translation>{0}이(가) 코디유로 이겼습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the ombre: who played the contract of that deal</source>
        <translation>선언자: 그 판의 공약을 한 사람</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Contracts played</source>
        <translation>한 공약</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contracts won</source>
        <translation>이긴 공약</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won as ombre</source>
        <translation>선언자로 이김</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codilles won</source>
        <translation>코디유 승리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codilles suffered</source>
        <translation>코디유 패배</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Contracts as ombre</source>
        <translation>선언자로서의 공약</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>함</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>이김</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Ombre: {0}</source>
        <translation>선언자: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trump {0}</source>
        <translation>으뜸패 {0}</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n트릭</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+44"/>
        <source>Pot: {0}</source>
        <translation>판돈: {0}</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Trick {0}</source>
        <translation>{0}번째 트릭</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Deal {0} is over: {1}.</source>
        <translation>{0}판 종료: {1}.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{0} wins trick {1}.</source>
        <translation>{0}이(가) {1}번째 트릭을 가져갑니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win trick {1}.</source>
        <translation>내가 {1}번째 트릭을 가져갑니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} bids {1}.</source>
        <translation>{0}: {1} 공약.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You bid {1}.</source>
        <translation>나: {1} 공약.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} passes.</source>
        <translation>{0}: 패스.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You pass.</source>
        <translation>나: 패스.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You exchange %n card(s).</source>
        <translation>
            <numerusform>나: 카드 %n장 교환.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} exchanges %n card(s).</source>
        <translation>
            <numerusform>{0}: 카드 %n장 교환.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} names trump: {1}.</source>
        <translation>{0}: 으뜸패 {1} 선언.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You name trump: {1}.</source>
        <translation>나: 으뜸패 {1} 선언.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} calls the {1}.</source>
        <translation>{0}: {1} 호출.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You call the {1}.</source>
        <translation>나: {1} 호출.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} plays the {1}.</source>
        <translation>{0}: {1}을(를) 냄.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You play the {1}.</source>
        <translation>나: {1}을(를) 냄.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You go on for the vole.</source>
        <translation>나: 전승(볼레)에 도전.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} goes on for the vole.</source>
        <translation>{0}: 전승(볼레)에 도전.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stop after the primeras.</source>
        <translation>나: 프리메라스 후 멈춤.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} stops after the primeras.</source>
        <translation>{0}: 프리메라스 후 멈춤.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} gives up.</source>
        <translation>{0}: 포기.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You give up.</source>
        <translation>나: 포기.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take over as ombre.</source>
        <translation>내가 선언자를 이어받습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} takes over as ombre.</source>
        <translation>{0}이(가) 선언자를 이어받습니다.</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/options.py" line="+163"/>
        <source>French suits (as played in Denmark)</source>
        <translation>프랑스식 무늬 (덴마크 방식)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spanish suits (oros, copas, espadas, bastos)</source>
        <translation>스페인식 무늬 (오로스, 코파스, 에스파다스, 바스토스)</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Choose a card deck folder</source>
        <translation>카드 덱 폴더 고르기</translation>
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
        <translation>느리게</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>보통</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>빠르게</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant (no animation)</source>
        <translation>즉시 (애니메이션 없음)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>System default</source>
        <translation>시스템 기본값</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Classic red</source>
        <translation>클래식 빨강</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic blue</source>
        <translation>클래식 파랑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green heart</source>
        <translation>초록 하트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Art deco</source>
        <translation>아르데코</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guilloché</source>
        <translation>기요셰</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Options</source>
        <translation>설정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>게임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name:</source>
        <translation>이름:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation speed:</source>
        <translation>애니메이션 속도:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language:</source>
        <translation>언어:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>나</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the score sheet after each hand</source>
        <translation>판이 끝날 때마다 점수표 보기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the melds on the table until I click or press Space</source>
        <translation>클릭하거나 스페이스 키를 누를 때까지 멜드를 테이블에 두기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off: the melds go back to the hands after a few seconds.</source>
        <translation>사용하지 않으면: 멜드가 몇 초 뒤 손패로 돌아갑니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review each of my hands in the background</source>
        <translation>내 모든 판을 뒤에서 복기하기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach looks at every hand you play as it ends, so “Review this hand” shows it at once.</source>
        <translation>판이 끝날 때마다 코치가 살펴보므로 「이 판 복기하기」가 바로 보여 줍니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards</source>
        <translation>카드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card back:</source>
        <translation>카드 뒷면:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card faces:</source>
        <translation>카드 앞면:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Built-in deck (Hearts Classic)</source>
        <translation>기본 덱 (Hearts Classic)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KDE card deck folder:</source>
        <translation>KDE 카드 덱 폴더:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A folder with index.desktop and an SVG</source>
        <translation>index.desktop과 SVG가 있는 폴더</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre&apos;s cards:</source>
        <translation>옴브레 카드:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound</source>
        <translation>소리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play sounds</source>
        <translation>소리 켜기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume:</source>
        <translation>음량:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>OK</source>
        <translation>확인</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
</context>
<context>
    <name>PassChoiceDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/choices.py" line="+19"/>
        <source>No passing: keep your cards</source>
        <translation>교환 없음: 카드를 그대로 가집니다</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n cards to the left</source>
        <translation>
            <numerusform>왼쪽으로 %n장</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards to the right</source>
        <translation>
            <numerusform>오른쪽으로 %n장</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards across</source>
        <translation>
            <numerusform>맞은편으로 %n장</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards to the player {0} seats to the left</source>
        <translation>
            <numerusform>왼쪽으로 {0}번째 사람에게 %n장</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass {0}</source>
        <translation>넘기기: {0}</translation>
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
        <translation>딜러 선택</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are the dealer. How will everyone pass this deal?</source>
        <translation>당신이 딜러입니다. 이번 판에는 모두 카드를 어떻게 넘길까요?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>OK</source>
        <translation>확인</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <location filename="../hearts_desktop/ui/persistence.py" line="-12"/>
        <source>Hearts Desktop is already running with the data folder {0}{1}. Close it first: two programs writing the same saved games and history could damage them.</source>
        <translation>데이터 폴더 {0}을(를) 쓰는 Hearts Desktop이 이미 실행 중입니다{1}. 먼저 그 프로그램을 닫으세요: 두 프로그램이 같은 저장 게임과 기록에 함께 쓰면 파일이 손상될 수 있습니다.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source> (process {0})</source>
        <translation> (프로세스 {0})</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Hearts Desktop cannot lock its data folder {0}; it would not be able to keep your saved games safe. Check that the folder is writable.</source>
        <translation>Hearts Desktop이 데이터 폴더 {0}을(를) 잠글 수 없어 저장된 게임을 안전하게 지킬 수 없습니다. 폴더에 쓰기 권한이 있는지 확인하세요.</translation>
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
        <translation>게임 기록을 열 수 없습니다 ({0}). 지금 하는 게임은 기록되지 않습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match history could not be read and a new one was started; the damaged file was kept as {0}.</source>
        <translation>게임 기록을 읽을 수 없어 새 기록을 시작했습니다. 손상된 파일은 {0}(으)로 보관해 두었습니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>its journal (history.sqlite3-wal) was damaged, so the last matches recorded may be missing</source>
        <translation>저널(history.sqlite3-wal)이 손상되어 마지막에 기록된 게임이 빠졌을 수 있습니다</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n damaged match(es) were rebuilt from their records</source>
        <translation>
            <numerusform>손상된 게임 %n개를 기록에서 다시 만들었습니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n match(es) could not be read and were left out</source>
        <translation>
            <numerusform>게임 %n개를 읽을 수 없어 제외했습니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source> The file as it was is kept as {0}.</source>
        <translation> 원래 파일은 {0}(으)로 보관했습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match history was damaged: {0}.</source>
        <translation>게임 기록이 손상되었습니다: {0}.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Your saved game could not be continued, so a new game begins; the file was kept as {0}.</source>
        <translation>저장된 게임을 이어서 할 수 없어 새 게임을 시작합니다. 파일은 {0}(으)로 보관해 두었습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your saved game was resumed.</source>
        <translation>저장된 게임을 이어서 합니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your saved game could not be read, so a new game begins; the damaged file was kept as {0}.</source>
        <translation>저장된 게임을 읽을 수 없어 새 게임을 시작합니다. 손상된 파일은 {0}(으)로 보관해 두었습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved game cannot be read ({0}); a new game begins.</source>
        <translation>저장된 게임을 읽을 수 없어({0}) 새 게임을 시작합니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your saved game was damaged in part and was mended to go on ({0}); the file as it was is kept as {1}.</source>
        <translation>저장된 게임의 일부가 손상되어 이어서 할 수 있도록 고쳤습니다({0}). 원래 파일은 {1}(으)로 보관했습니다.</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>The game cannot be saved in {0}: {1}</source>
        <translation>{0}에 게임을 저장할 수 없습니다: {1}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The match could not be added to the history: {0}. It is kept and will be added as soon as the history can take it.</source>
        <translation>게임을 기록에 추가할 수 없습니다: {0}. 게임은 보관해 두었다가 기록을 쓸 수 있게 되면 바로 추가합니다.</translation>
    </message>
</context>
<context>
    <name>Pinochle</name>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/input.py" line="+103"/>
        <source>Concede the hand</source>
        <translation>판 포기</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your call: bid or pass.</source>
        <translation>당신의 차례: 공약을 걸거나 패스하세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won the auction: name trump.</source>
        <translation>공약을 따냈습니다: 트럼프를 정하세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose 4 cards to give your partner, then press “{0}”.</source>
        <translation>파트너에게 줄 카드 4장을 고른 뒤 “{0}”을 누르세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose 4 cards to give back to your partner, then press “{0}”.</source>
        <translation>파트너에게 돌려줄 카드 4장을 고른 뒤 “{0}”을 누르세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lead the first card, or concede the hand if the contract cannot be made.</source>
        <translation>첫 카드를 내세요. 공약을 채울 수 없다면 판을 포기할 수 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: play a card.</source>
        <translation>당신의 차례: 카드를 내세요.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your bid</source>
        <translation>당신의 공약</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No bid yet; the lowest bid is {0}.</source>
        <translation>아직 공약이 없습니다. 최소 공약은 {0}입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High bid: {0} by {1}.</source>
        <translation>최고 공약: {0} ({1})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your best meld: {0} with {1} {2} trump.</source>
        <translation>최고 멜드: {1} {2} 트럼프일 때 {0}점.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You hold no meld.</source>
        <translation>멜드가 없습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>jump</source>
        <translation>점프</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../hearts_desktop/ui/games/pinochle/labels.py" line="+147"/>
        <source>Pass with help</source>
        <translation>어시스트 패스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I can help my partner</source>
        <translation>파트너를 도울 수 있음</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/pinochle/labels.py" line="+0"/>
        <source>Pass</source>
        <translation>패스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>final for this hand</source>
        <translation>이번 판에서는 다시 걸 수 없음</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name trump</source>
        <translation>트럼프 정하기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your contract is {0}. Your partner will give you 4 cards.</source>
        <translation>공약은 {0}입니다. 파트너가 카드 4장을 줍니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>meld {0}, %n card(s)</source>
        <translation>
            <numerusform>멜드 {0}, %n장</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>You have chosen %n cards; click one to put it back.</source>
        <translation>
            <numerusform>%n장을 골랐습니다. 되돌리려면 카드를 누르세요.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Choose %n more.</source>
        <translation>
            <numerusform>%n장 더 고르세요.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ready: press “{0}”.</source>
        <translation>준비 완료: “{0}”을 누르세요.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No hint is available right now.</source>
        <translation>지금은 힌트를 드릴 수 없습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>play the {0}</source>
        <translation>{0} 내기</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>give {0}</source>
        <translation>{0} 주기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid {0}</source>
        <translation>{0} 공약</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>name {0} trump</source>
        <translation>{0} 트럼프 정하기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass with help</source>
        <translation>어시스트 패스</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pass</source>
        <translation>패스</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concede the hand</source>
        <translation>판 포기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {0}.</source>
        <translation>힌트: {0}.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/labels.py" line="-108"/>
        <source>Spades</source>
        <translation>스페이드</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clubs</source>
        <translation>클로버</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>하트</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds</source>
        <translation>다이아몬드</translation>
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
        <translation>에이스</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King</source>
        <translation>킹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>퀸</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Jack</source>
        <translation>잭</translation>
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
        <translation>쉬움</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>보통</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>어려움</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run</source>
        <translation>런</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double run</source>
        <translation>더블 런</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple run</source>
        <translation>트리플 런</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadruple run</source>
        <translation>쿼드러플 런</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Royal marriage</source>
        <translation>로얄 커플</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marriage</source>
        <translation>커플</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dix</source>
        <translation>딕스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces around</source>
        <translation>에이스 포카드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double aces</source>
        <translation>더블 에이스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple aces</source>
        <translation>트리플 에이스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadruple aces</source>
        <translation>쿼드러플 에이스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings around</source>
        <translation>킹 포카드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double kings</source>
        <translation>더블 킹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple kings</source>
        <translation>트리플 킹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadruple kings</source>
        <translation>쿼드러플 킹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queens around</source>
        <translation>퀸 포카드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double queens</source>
        <translation>더블 퀸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple queens</source>
        <translation>트리플 퀸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadruple queens</source>
        <translation>쿼드러플 퀸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jacks around</source>
        <translation>잭 포카드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double jacks</source>
        <translation>더블 잭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple jacks</source>
        <translation>트리플 잭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadruple jacks</source>
        <translation>쿼드러플 잭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pinochle</source>
        <comment>meld: Q♠ and J♦</comment>
        <translation>피노클</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double pinochle</source>
        <translation>더블 피노클</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple pinochle</source>
        <translation>트리플 피노클</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadruple pinochle</source>
        <translation>쿼드러플 피노클</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roundhouse</source>
        <translation>라운드하우스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double roundhouse</source>
        <translation>더블 라운드하우스</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Meld {0}</source>
        <translation>멜드 {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No meld</source>
        <translation>멜드 없음</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bid {0}</source>
        <translation>공약 {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Made</source>
        <translation>성공</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set</source>
        <translation>실패</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conceded</source>
        <translation>포기</translation>
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
        <translation>{0}와(과) 함께 이겼습니다!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} win the game!</source>
        <translation>{0} 팀 승리!</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pinochle (small scale)</source>
        <translation>피노클 (기본 점수)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pinochle ×10</source>
        <translation>피노클 ×10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-deck Pinochle</source>
        <translation>더블 덱 피노클</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom rules</source>
        <translation>사용자 규칙</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>this card</source>
        <translation>이 카드</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You must follow suit: play {0} while you have any.</source>
        <translation>무늬를 따라야 합니다: {0} 카드가 있는 동안에는 {0} 카드를 내세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must head the trick: beat the {0} with {1}.</source>
        <translation>최강패를 이겨야 합니다: {1}(으)로 {0}을(를) 이기세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have no {0}: you must play a trump.</source>
        <translation>{0} 카드가 없으므로 트럼프를 내야 합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>card of the suit led</source>
        <translation>선도패의 무늬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must overtrump the {0}: play {1}.</source>
        <translation>더 높은 트럼프로 {0}을(를) 이겨야 합니다: {1}을(를) 내세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your bid must be at least {0}.</source>
        <translation>공약은 최소 {0} 이상이어야 합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No bid may be higher than {0}: no team can score more in a hand.</source>
        <translation>{0}보다 높게 걸 수는 없습니다. 한 판에서 그보다 많이 얻을 수 있는 팀은 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is not a bid under these rules; the next bid above is {1}.</source>
        <translation>{0}은(는) 이 규칙에서 걸 수 없는 공약입니다. 바로 위의 공약은 {1}입니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first bidder may not pass: bid at least {0}.</source>
        <translation>첫 번째 사람은 패스할 수 없습니다: 최소 {0}을 거세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have passed: a pass is final.</source>
        <translation>이미 패스했습니다: 패스는 번복할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules have no pass with help.</source>
        <translation>이 규칙에는 어시스트 패스가 없습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Choose exactly %n cards to give.</source>
        <translation>
            <numerusform>줄 카드를 정확히 %n장 고르세요.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the declarer and their partner exchange cards.</source>
        <translation>선언자와 그 파트너만 카드를 교환합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand can be conceded only before the first card is led.</source>
        <translation>판 포기는 첫 카드를 내기 전에만 할 수 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please wait: it is not your turn.</source>
        <translation>잠시만요: 당신의 차례가 아닙니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {0} is not in your hand.</source>
        <translation>{0}은(는) 당신의 패에 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same card was chosen twice.</source>
        <translation>같은 카드를 두 번 골랐습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not allowed now.</source>
        <translation>지금은 할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/presentation.py" line="+70"/>
        <source>Pinochle</source>
        <translation>피노클</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_form.py" line="-136"/>
        <source>“Pass with help” may be called</source>
        <translation>어시스트 패스 허용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first bidder must bid (no stuck dealer)</source>
        <translation>첫 번째 사람은 반드시 공약을 걺 (딜러 강제 공약 없음)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No extra marriage beside a run (run + K + Q = 19)</source>
        <translation>런과 함께 추가 커플 점수 없음 (런 + K + Q = 19)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roundhouse: K and Q of every suit</source>
        <translation>라운드하우스: 모든 무늬의 K와 Q</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every value times ten (run 150, minimum bid 250)</source>
        <translation>모든 점수 10배 (런 150, 최소 공약 250)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump even when you cannot overtrump</source>
        <translation>더 높은 트럼프가 없어도 트럼프를 내야 함</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double deck: 80 cards, 20 each</source>
        <translation>더블 덱: 80장, 각자 20장</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The declaring team must take a trick to keep its meld</source>
        <translation>선언자 팀은 트릭을 하나 이상 따야 멜드를 인정받음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A set team also loses its meld</source>
        <translation>공약에 실패한 팀은 멜드도 잃음</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Always beat the winning card if you can</source>
        <translation>가능하면 항상 최강패를 이김</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat it only when trumps are led</source>
        <translation>트럼프가 선도될 때만 이김</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never: follow suit, else trump</source>
        <translation>이기지 않아도 됨: 무늬를 따르고, 없으면 트럼프</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Raise by 1</source>
        <translation>1점씩 올림</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By 1, then by 5 from 60</source>
        <translation>1점씩, 60부터는 5점씩</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All the hand&apos;s counters</source>
        <translation>그 판의 모든 카운터</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counters they took</source>
        <translation>딴 카운터만</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four players, partners opposite, 48 cards. Minimum bid 25, game to 150 on the small scale (run 15, counters 1).</source>
        <translation>4명이 2:2로, 파트너는 마주 앉습니다. 48장. 최소 공약 25, 기본 점수로 150점 승리 (런 15, 카운터 1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game on the classic scale: counters 10, run 150, minimum bid 250, game to 1500.</source>
        <translation>같은 게임을 전통 점수로: 카운터 10, 런 150, 최소 공약 250, 1500점 승리.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>80 cards without nines, 20 each. Minimum bid 50, 50 counters a hand, game to 500.</source>
        <translation>9를 뺀 80장, 각자 20장. 최소 공약 50, 한 판에 카운터 50점, 500점 승리.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of the options.</source>
        <translation>옵션을 직접 조합한 규칙입니다.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Choose a game target, a number of deals, or both.</source>
        <translation>목표 점수나 딜 수 중 하나 이상을 정하세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The roundhouse is played with a single deck only.</source>
        <translation>라운드하우스는 덱 하나로만 할 수 있습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These rules cannot be played: {0}</source>
        <translation>이 규칙으로는 게임할 수 없습니다: {0}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Minimum bid:</source>
        <translation>최소 공약:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bids go:</source>
        <translation>공약 단위:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heading the trick:</source>
        <translation>최강패 이기기:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the declarers are set, the defenders score:</source>
        <translation>선언자 팀이 실패하면 수비 팀이 얻는 점수:</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_page.py" line="+69"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+412"/>
        <source>Auction</source>
        <translation>공약</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_page.py" line="+32"/>
        <source>Play</source>
        <translation>플레이</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meld and scoring</source>
        <translation>멜드와 점수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat 3 is your partner, opposite you; seats 2 and 4 play together against you.</source>
        <translation>3번 자리가 맞은편의 파트너입니다. 2번과 4번 자리가 한 팀이 되어 상대합니다.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_page.py" line="-60"/>
        <source>K Q of every suit</source>
        <translation>모든 무늬의 K Q</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Players and cards</source>
        <translation>플레이어와 카드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four players in two partnerships; partners sit opposite. 80 cards: four of each A, 10, K, Q, J in every suit, 20 to each player, dealt 4 at a time.</source>
        <translation>4명이 2:2 팀으로 하며 파트너는 마주 앉습니다. 80장: 무늬마다 A, 10, K, Q, J가 4장씩, 각자 20장을 4장씩 돌립니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four players in two partnerships; partners sit opposite. 48 cards: two of each A, 10, K, Q, J, 9 in every suit, 12 to each player, dealt 3 at a time.</source>
        <translation>4명이 2:2 팀으로 하며 파트너는 마주 앉습니다. 48장: 무늬마다 A, 10, K, Q, J, 9가 2장씩, 각자 12장을 3장씩 돌립니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards rank A 10 K Q J 9 in every suit. When two identical cards fall in one trick, the one played first wins. Aces, tens and kings are counters worth {0} each; the last trick is worth {1} more: {2} in every hand.</source>
        <translation>모든 무늬의 서열은 A 10 K Q J 9입니다. 한 트릭에 똑같은 카드가 나오면 먼저 낸 카드가 이깁니다. A, 10, K는 각각 {0}점짜리 카운터이고, 마지막 트릭은 {1}점을 더 받습니다: 한 판에 모두 {2}점.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The player left of the dealer speaks first. Bid at least {0}, and more than the bid before; a pass is final.</source>
        <translation>딜러의 왼쪽부터 공약을 겁니다. 최소 {0} 이상, 앞의 공약보다 높게 거세요. 한 번 패스하면 다시 걸 수 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bids go up by {0} below {1}, then in steps of {2}.</source>
        <translation>공약은 {1} 미만에서는 {0}씩, 그 뒤로는 {2}씩 올립니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first bidder must bid.</source>
        <translation>첫 번째 사람은 반드시 공약을 걸어야 합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the first three players pass, the dealer is stuck with {0}.</source>
        <translation>처음 세 사람이 모두 패스하면 딜러가 {0}을 건 것으로 칩니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“Pass with help” is a pass that tells the partner: I hold cards that will help you.</source>
        <translation>어시스트 패스는 파트너에게 “도움이 될 카드가 있다”고 알리는 패스입니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trump, exchange and meld</source>
        <translation>트럼프, 교환, 멜드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner of the auction (the declarer) names trump. The partner then gives the declarer 4 cards face down, and the declarer gives 4 back. The defenders see only the backs.</source>
        <translation>공약을 따낸 선언자가 트럼프를 정합니다. 파트너가 선언자에게 카드 4장을 뒷면으로 주고, 선언자가 4장을 돌려줍니다. 수비 팀은 뒷면만 봅니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Then every player lays out their meld, starting with the declarer, and the cards go back to the hands. A card may serve in melds of different kinds.</source>
        <translation>그다음 선언자부터 모두 자기 멜드를 펼쳐 보이고, 카드는 다시 손으로 돌아갑니다. 한 카드를 종류가 다른 멜드에 함께 쓸 수 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards</source>
        <translation>카드</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>점수</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Before the first lead the declarer may concede: the declaring team loses the contract and the defenders score their meld and all counters.</source>
        <translation>첫 카드를 내기 전에 선언자는 판을 포기할 수 있습니다: 선언자 팀은 공약만큼 잃고, 수비 팀은 멜드와 모든 카운터를 얻습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The declarer leads to the first trick; the winner of a trick leads the next. You must follow suit.</source>
        <translation>첫 트릭은 선언자가 먼저 내고, 그 뒤로는 트릭을 딴 사람이 먼저 냅니다. 무늬를 따라야 합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You must head the trick: beat the winning card if you can, in the suit led or, when you have none of it, with a higher trump.</source>
        <translation>최강패를 이겨야 합니다: 이길 수 있다면 선도패의 무늬로, 그 무늬가 없다면 더 높은 트럼프로 이기세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You must beat the winning card only when trumps are led.</source>
        <translation>트럼프가 선도되었을 때만 최강패를 이겨야 합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You never have to beat the winning card.</source>
        <translation>최강패를 이길 의무는 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With no card of the suit led you must play a trump if you have one.</source>
        <translation>선도패의 무늬가 없으면 트럼프가 있는 한 트럼프를 내야 합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With no card of the suit led you must overtrump if you can; if you cannot, you may play any card.</source>
        <translation>선도패의 무늬가 없으면 가능할 때 더 높은 트럼프를 내야 하고, 그럴 수 없으면 아무 카드나 낼 수 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scoring</source>
        <translation>점수 계산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The declaring team makes its contract when its meld and counters reach the bid: it scores them all. Otherwise it is set and loses the bid.</source>
        <translation>선언자 팀의 멜드와 카운터 합이 공약 이상이면 성공하여 그 합을 얻습니다. 아니면 실패하여 공약만큼 잃습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A set team also loses its meld.</source>
        <translation>공약에 실패한 팀은 멜드도 잃습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The declaring team keeps its meld only if it takes a trick.</source>
        <translation>선언자 팀은 트릭을 하나 이상 따야 멜드를 인정받습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The defenders score their meld and counters; when the declarers are set, they take all the counters.</source>
        <translation>수비 팀은 멜드와 카운터를 얻습니다. 선언자 팀이 실패하면 카운터를 모두 얻습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The defenders score their meld and the counters they took.</source>
        <translation>수비 팀은 멜드와 자신이 딴 카운터를 얻습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first team to reach {0} wins; if both reach it in the same hand, the declaring team wins.</source>
        <translation>먼저 {0}점에 이른 팀이 이깁니다. 같은 판에 두 팀이 함께 이르면 선언자 팀이 이깁니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game ends after %n deal(s).</source>
        <translation>
            <numerusform>게임은 %n판 뒤에 끝납니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rules of Pinochle</source>
        <translation>피노클 규칙</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/score_sheet.py" line="+69"/>
        <source>Declarer</source>
        <translation>선언자</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bid</source>
        <translation>공약</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trump</source>
        <translation>트럼프</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/rules_page.py" line="-58"/>
        <location filename="../hearts_desktop/ui/games/pinochle/score_sheet.py" line="+1"/>
        <source>Meld</source>
        <translation>멜드</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/score_sheet.py" line="+0"/>
        <source>Counters</source>
        <translation>카운터</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hand</source>
        <translation>이번 판</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>Total</source>
        <translation>합계</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A set or a concession gives the defenders every counter of the hand: “{0} → {1}” means they took {0} and score {1}.</source>
        <translation>선언자 팀이 실패하거나 판을 포기하면 수비 팀이 그 판의 모든 카운터를 얻습니다. “{0} → {1}”은 {0}을(를) 땄고 {1}을(를) 얻는다는 뜻입니다.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/presentation.py" line="+15"/>
        <location filename="../hearts_desktop/ui/games/pinochle/score_sheet.py" line="+12"/>
        <source>Hand {0}</source>
        <translation>{0}판</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/score_sheet.py" line="+50"/>
        <source>Score sheet</source>
        <translation>점수표</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Final scores</source>
        <translation>최종 점수</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scores</source>
        <translation>점수</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-33"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="-126"/>
        <source>{0} is stuck with the bid</source>
        <translation>{0}이(가) 강제로 공약을 맡습니다</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+1"/>
        <source>Everyone passed: the dealer plays {0}.</source>
        <translation>모두 패스했습니다: 딜러가 {0}으로 합니다.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-16"/>
        <source>{0} gives {1} to you.</source>
        <translation>{0}이(가) 나에게 {1}을(를) 넘깁니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You give {1} to {2}.</source>
        <translation>내가 {2}에게 {1}을(를) 넘깁니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} gives {1} to {2}.</source>
        <translation>{0}이(가) {2}에게 {1}을(를) 넘깁니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="-2"/>
        <source>You are stuck with the bid</source>
        <translation>내가 강제로 공약을 맡습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+3"/>
        <source>You win the auction</source>
        <translation>내가 공약을 따냈습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+1"/>
        <source>{0} wins the auction</source>
        <translation>{0}이(가) 공약을 따냈습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+1"/>
        <source>Contract: {0}</source>
        <translation>공약: {0}</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+12"/>
        <source>You concede</source>
        <translation>내가 판을 포기합니다</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="-9"/>
        <location line="+114"/>
        <source>Trump: {0} {1}</source>
        <translation>트럼프: {0} {1}</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>Named by {0}</source>
        <translation>{0}이(가) 정함</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Named by you</source>
        <translation>내가 정함</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Meld: {0} to {1}</source>
        <translation>멜드: {0} 대 {1}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+4"/>
        <source>{0} concedes</source>
        <translation>{0}이(가) 판을 포기합니다</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+1"/>
        <source>The declaring team loses its contract of {0}.</source>
        <translation>선언자 팀이 공약 {0}점을 잃습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Contract made: {0}</source>
        <translation>공약 성공: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set! {0}</source>
        <translation>공약 실패! {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conceded: {0}</source>
        <translation>포기: {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+2"/>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+1"/>
        <source>{0}: meld {1} + counters {2}, bid {3}</source>
        <translation>{0}: 멜드 {1} + 카운터 {2}, 공약 {3}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/table.py" line="+48"/>
        <source>Contract {0}: {1}</source>
        <translation>공약 {0}: {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trump not named yet</source>
        <translation>트럼프 미정</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trump: {0}</source>
        <translation>트럼프: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meld {0} + counters {1}</source>
        <translation>멜드 {0} + 카운터 {1}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Dealer</source>
        <translation>딜러</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Declarer {0}</source>
        <translation>선언자 {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner</source>
        <translation>파트너</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No trump yet</source>
        <translation>트럼프 미정</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Naming trump</source>
        <translation>트럼프 정하는 중</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partners exchange cards</source>
        <translation>파트너끼리 카드 교환</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trick {0} of {1}</source>
        <translation>트릭 {0} / {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand over</source>
        <translation>판 종료</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give back 4</source>
        <translation>4장 돌려주기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give 4 cards</source>
        <translation>4장 주기</translation>
    </message>
</context>
<context>
    <name>PinochleTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/games/pinochle/history.py" line="-193"/>
        <source>made</source>
        <translation>성공</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set</source>
        <translation>실패</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conceded</source>
        <translation>포기</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Run</source>
        <translation>런</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Royal marriage</source>
        <translation>로얄 커플</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marriage</source>
        <translation>커플</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dix</source>
        <translation>딕스</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+69"/>
        <source>Pinochle</source>
        <translation>피노클</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Roundhouse</source>
        <translation>라운드하우스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double roundhouse</source>
        <translation>더블 라운드하우스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces around</source>
        <translation>에이스 포카드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings around</source>
        <translation>킹 포카드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queens around</source>
        <translation>퀸 포카드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jacks around</source>
        <translation>잭 포카드</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Pinochle (×10 scale)</source>
        <translation>피노클 (×10 점수)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-deck Pinochle</source>
        <translation>더블 덱 피노클</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom rules</source>
        <translation>사용자 규칙</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+44"/>
        <source>Contracts</source>
        <translation>공약</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Your team&apos;s contracts: made / played</source>
        <translation>우리 팀의 공약: 성공 / 전체</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+45"/>
        <location line="+9"/>
        <source>Set</source>
        <translation>실패</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Your team&apos;s contracts that were set</source>
        <translation>우리 팀이 실패한 공약</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+43"/>
        <source>Average bid</source>
        <translation>평균 공약</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Your team&apos;s average contract</source>
        <translation>우리 팀의 평균 공약</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+42"/>
        <source>Best meld</source>
        <translation>최고 멜드</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Your best meld of the match</source>
        <translation>이 경기에서 당신의 최고 멜드</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You bid {1} in {2}: {3}.</source>
        <translation>나: {2} 트럼프로 공약 {1}, {3}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} bid {1} in {2}: {3}.</source>
        <translation>{0}: {2} 트럼프로 공약 {1}, {3}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Meld {0} – {1}, counters {2} – {3}.</source>
        <translation>멜드 {0} – {1}, 카운터 {2} – {3}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the declaring team: it won the auction in that hand</source>
        <translation>선언자 팀: 그 판의 입찰에서 이긴 팀</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Contracts played by your team</source>
        <translation>우리 팀이 한 공약</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contracts made</source>
        <translation>성공한 공약</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <source>Made</source>
        <translation>성공</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Contracts set</source>
        <translation>실패한 공약</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your team&apos;s contracts</source>
        <translation>우리 팀의 공약</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Contract {0}</source>
        <translation>공약 {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declarer: {0}</source>
        <translation>선언자: {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Meld {0}</source>
        <translation>멜드 {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bidding</source>
        <translation>입찰 중</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trick {0}</source>
        <translation>{0}번째 트릭</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pass</source>
        <translation>패스</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid {0}</source>
        <translation>공약 {0}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{0} wins trick {1} ({2} counters).</source>
        <translation>{0}이(가) {1}번째 트릭을 가져갑니다 (카운터 {2}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win trick {1} ({2} counters).</source>
        <translation>내가 {1}번째 트릭을 가져갑니다 (카운터 {2}).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hand {0}: {1} bid {2}, {3}; meld {4} – {5}, counters {6} – {7}.</source>
        <translation>{0}판: {1}의 공약 {2}, {3}. 멜드 {4} – {5}, 카운터 {6} – {7}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand {0}: you bid {2}, {3}; meld {4} – {5}, counters {6} – {7}.</source>
        <translation>{0}판: 나의 공약 {2}, {3}. 멜드 {4} – {5}, 카운터 {6} – {7}.</translation>
    </message>
    <message>
        <location line="+20"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-15"/>
        <source>{0} melds {1}: {2}.</source>
        <translation>{0}의 멜드 {1}: {2}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-1"/>
        <source>You meld {1}: {2}.</source>
        <translation>나의 멜드 {1}: {2}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-44"/>
        <source>{0} bids {1}.</source>
        <translation>{0}: 공약 {1}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-1"/>
        <source>You bid {1}.</source>
        <translation>나: 공약 {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+3"/>
        <source>You pass with help.</source>
        <translation>나: 어시스트 패스.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+1"/>
        <source>{0} passes with help.</source>
        <translation>{0}: 어시스트 패스.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+2"/>
        <source>{0} passes.</source>
        <translation>{0}: 패스.</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+0"/>
        <source>You pass.</source>
        <translation>나: 패스.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+2"/>
        <source>You name trump: {1}.</source>
        <translation>나: 트럼프 {1} 선언.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+1"/>
        <source>{0} names trump: {1}.</source>
        <translation>{0}: 트럼프 {1} 선언.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+8"/>
        <source>You pass %n card(s) to the partner.</source>
        <translation>
            <numerusform>나: 파트너에게 카드 %n장을 줌.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+1"/>
        <source>{0} passes %n card(s) to the partner.</source>
        <translation>
            <numerusform>{0}: 파트너에게 카드 %n장을 줌.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+11"/>
        <source>You concede the hand.</source>
        <translation>나: 판 포기.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+1"/>
        <source>{0} concedes the hand.</source>
        <translation>{0}: 판 포기.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="+3"/>
        <source>{0} plays the {1}.</source>
        <translation>{0}: {1}을(를) 냄.</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../hearts_desktop/ui/games/pinochle/replay.py" line="-1"/>
        <source>You play the {1}.</source>
        <translation>나: {1}을(를) 냄.</translation>
    </message>
</context>
<context>
    <name>PlayByCodeDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/deal_code.py" line="-148"/>
        <source>Type or paste a deal code.</source>
        <translation>판 코드를 입력하세요.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0}, {1}: deal {2} of match {3}, shared from seat {4}.</source>
        <translation>{0}, {1}: 경기 {3}의 {2}번째 판, {4}번 자리에서 공유.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seat {0}</source>
        <translation>{0}번 자리</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {0} (the code&apos;s)</source>
        <translation>{0}번 자리(코드의 자리)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Play a deal by code</source>
        <translation>코드로 판 하기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deal code names one deal of one match: the game, the rules and the cards. Type or paste the code someone shared; the same cards are dealt at a new table.</source>
        <translation>판 코드는 한 경기의 한 판(게임, 규칙, 카드)을 나타냅니다. 공유받은 코드를 입력하면 새 테이블에서 같은 카드가 돌아갑니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Paste</source>
        <translation>클립보드에서(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Your seat:</source>
        <translation>내 자리(&amp;Y):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;CPU players:</source>
        <translation>CPU 플레이어(&amp;C):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start</source>
        <translation>시작(&amp;S)</translation>
    </message>
</context>
<context>
    <name>PlayFromHereDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/play_from_here.py" line="+175"/>
        <source>Seat {0}:</source>
        <translation>{0}번 자리:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>나</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat {0} ({1}):</source>
        <translation>{0}번 자리 ({1}):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As in the match ({0})</source>
        <translation>게임과 같게 ({0})</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Play from here</source>
        <translation>여기서부터 이어 하기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on from this moment ({0}) at the table. The match you play is kept in the history as a match of its own, linked to this one.</source>
        <translation>이 순간({0})부터 테이블에서 이어 합니다. 이어 한 게임은 이 게임과 연결된 새 게임으로 기록에 남습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Your seat:</source>
        <translation>내 자리(&amp;Y):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU players:</source>
        <translation>CPU 플레이어:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play from here</source>
        <translation>여기서부터 이어 하기(&amp;P)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seat {0}: yours in the match</source>
        <translation>{0}번 자리: 게임에서 내 자리</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat {0}: {1}&apos;s</source>
        <translation>{0}번 자리: {1}의 자리</translation>
    </message>
</context>
<context>
    <name>Ratings</name>
    <message>
        <location filename="../hearts_desktop/ui/history/rating_tab.py" line="+29"/>
        <source>Hearts</source>
        <translation>하트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pinochle (partnerships)</source>
        <translation>피노클(파트너전)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ombre</source>
        <translation>옹브르</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quadrille</source>
        <translation>카드리유</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quintille</source>
        <translation>캥티유</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Rated match</source>
        <translation>레이팅 대전</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating</source>
        <translation>레이팅</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{0}: uncertainty</source>
        <translation>{0}: 불확실성</translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>{0} on {1}: {2} ± {3} after %n rated match(es)</source>
        <translation>
            <numerusform>{1}의 {0}: {2} ± {3} (레이팅 대전 %n회 후)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{0}: {1} ± {2} after %n rated match(es)</source>
        <translation>
            <numerusform>{0}: {1} ± {2} (레이팅 대전 %n회 후)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No rated match of this game yet. Play a quick match (Game &gt; Play online &gt; Quick match) and your rating, its uncertainty and its history appear here.</source>
        <translation>이 게임의 레이팅 대전이 아직 없습니다. 빠른 대전(게임 &gt; 온라인 플레이 &gt; 빠른 대전)을 하면 레이팅과 불확실성, 그 변화가 여기에 나타납니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A rating starts at 25; the uncertainty (±) shrinks as you play. Each server keeps its own ratings.</source>
        <translation>레이팅은 25에서 시작하며, 많이 할수록 불확실성(±)이 줄어듭니다. 서버마다 레이팅을 따로 관리합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some entries of your rating record could not be read and are not shown: {0}</source>
        <translation>레이팅 기록의 일부 항목을 읽을 수 없어 표시하지 않습니다: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your rating</source>
        <translation>당신의 레이팅</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chart of your rating after each rated match</source>
        <translation>레이팅 대전마다의 레이팅 그래프</translation>
    </message>
</context>
<context>
    <name>Reader</name>
    <message>
        <location filename="../hearts_desktop/ui/window_reader.py" line="+143"/>
        <source>&amp;Table as text</source>
        <translation>테이블을 글로(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table read as text beside it, for a screen reader: your hand by suit, the trick, the players, the contract</source>
        <translation>스크린 리더를 위해 테이블을 글로 함께 보여 줍니다: 무늬별 손패, 트릭, 플레이어, 계약</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table as text</source>
        <translation>테이블을 글로</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../hearts_desktop/ui/review/dialog.py" line="+295"/>
        <source>Reviewing your decisions…</source>
        <translation>당신의 결정을 검토하는 중…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The review was cancelled.</source>
        <translation>복기를 취소했습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand could not be reviewed: {0}</source>
        <translation>이 판을 복기할 수 없습니다: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You made no decision in this hand.</source>
        <translation>이 판에서 당신이 결정한 것은 없습니다.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>forced</source>
        <translation>강제</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Move</source>
        <translation>수</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your choice</source>
        <translation>당신의 선택</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best found</source>
        <translation>찾은 최선</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected cost</source>
        <translation>기대 손실</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Grade</source>
        <translation>평가</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The choices, best first (your expected points for the rest of the hand):</source>
        <translation>선택지, 최선부터(이 판의 남은 부분에서 당신의 기대 점수):</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Review: {0}</source>
        <translation>복기: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review of {0}</source>
        <translation>{0} 복기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With all cards shown (hindsight)</source>
        <translation>모든 카드를 보고(사후 판단)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge each decision knowing every hand, as if all cards were shown. This is not what you knew when you chose.</source>
        <translation>모든 카드가 보이는 것처럼 모든 사람의 패를 알고 각 결정을 판단합니다. 선택할 때 당신이 알던 것은 아닙니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With all cards shown: each decision is judged knowing every player&apos;s cards, which you did not know then.</source>
        <translation>모든 카드를 보고: 각 결정을 모든 플레이어의 카드를 알고 판단합니다. 그때 당신은 몰랐던 것입니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each decision is judged only on what you knew then: the coach plays every choice out in many deals of the hidden cards consistent with it. The cost is in the game&apos;s own points, with its margin of error (±).</source>
        <translation>각 결정은 그때 당신이 알던 것만으로 판단합니다. 코치는 그와 맞는 숨은 카드의 여러 배분에서 각 선택을 끝까지 둡니다. 손실은 이 게임의 점수이며 오차(±)가 붙습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the review</source>
        <translation>복기 멈추기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review again</source>
        <translation>다시 복기하기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress of the review</source>
        <translation>복기 진행 상황</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your decisions</source>
        <translation>당신의 결정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table at the decision</source>
        <translation>결정할 때의 테이블</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/review/runner.py" line="+82"/>
        <source>The review kept of this hand was damaged and was set aside; the hand is reviewed again.</source>
        <translation>저장된 이 판의 복기가 손상되어 따로 치웠습니다. 이 판을 다시 복기합니다.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/review/table_coach.py" line="+48"/>
        <location line="+96"/>
        <source>Review this hand</source>
        <translation>이 판 복기하기</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>The coach reviews your decisions of the last hand (F4)</source>
        <translation>코치가 지난 판에서 내린 당신의 결정을 검토합니다 (F4)</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>There is no finished hand the coach can review.</source>
        <translation>코치가 복기할 수 있는 끝난 판이 없습니다.</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>The coach reviewed {0}: {1} points lost to mistakes.</source>
        <translation>코치가 {0}을(를) 복기했습니다: 실수로 잃은 점수 {1}.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/review/words.py" line="+31"/>
        <source>best</source>
        <translation>최선</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>good</source>
        <translation>좋음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inaccuracy</source>
        <translation>부정확</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mistake</source>
        <translation>실수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>큰 실수</translation>
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
        <translation>{0} (당신의 선택)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You had no other choice.</source>
        <translation>다른 선택이 없었습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} was the best choice found.</source>
        <translation>{0}이(가) 찾은 최선의 선택이었습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With {0} instead of {1} you did better in {2} of the deals consistent with what you knew ({3} points on average).</source>
        <translation>{1} 대신 {0}(으)로 했다면 당신이 알던 것과 맞는 배분의 {2}에서 더 잘했습니다(평균 {3}점).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In one of them, {0} then {1} and the hand ends at {2} for you; {3} then {4} and it ends at {5}.</source>
        <translation>그중 하나에서: {0}, 이어서 {1}(으)로 이 판은 당신에게 {2}(으)로 끝나고, {3}, 이어서 {4}(으)로는 {5}(으)로 끝납니다.</translation>
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
        <translation>이 판에서 실수로 잃은 점수: {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>In the match: {0} over %n reviewed hand(s).</source>
        <translation>
            <numerusform>게임 전체: 복기한 %n판에서 {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_page.py" line="+23"/>
        <source>Rules of Hearts: %1</source>
        <translation>하트 규칙: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/score_sheet.py" line="+82"/>
        <source>Hand {0}</source>
        <translation>{0}번째 판</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>합계</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Final score sheet</source>
        <translation>최종 점수표</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>Score sheet</source>
        <translation>점수표</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>leads the match (lowest score)</source>
        <translation>1등 (가장 낮은 점수)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot the moon</source>
        <translation>슛 더 문</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot the sun</source>
        <translation>슛 더 선</translation>
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
        <translation>보통</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Largest ({0} %)</source>
        <translation>가장 크게 ({0} %)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Larger ({0} %)</source>
        <translation>크게 ({0} %)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every card and bid</source>
        <translation>모든 카드와 입찰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My turn and the results</source>
        <translation>내 차례와 결과</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seeing</source>
        <translation>보기 편하게</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-colour deck</source>
        <translation>네 가지 색 덱</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four-colour deck: spades black, hearts red, diamonds blue, clubs green</source>
        <translation>네 가지 색 덱: 스페이드 검정, 하트 빨강, 다이아몬드 파랑, 클럽 초록</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For the built-in French deck. The Spanish deck has four colours already, and its suits&apos; emblems in the corners.</source>
        <translation>내장 프랑스식 덱에 적용됩니다. 스페인식 덱은 원래 네 가지 색이고 모서리에 무늬 표시가 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High-contrast table</source>
        <translation>고대비 테이블</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High-contrast table: black, white and yellow instead of the green felt</source>
        <translation>고대비 테이블: 초록 바탕 대신 검정, 하양, 노랑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outline and lift the cards you may play</source>
        <translation>낼 수 있는 카드에 테두리와 올림</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark the cards you may play with an outline and a lift, not only by dimming the others</source>
        <translation>낼 수 있는 카드를 다른 카드를 어둡게 하는 것만이 아니라 테두리와 올림으로 표시</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card size:</source>
        <translation>카드 크기:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As large as the window has room for; the other players&apos; cards keep their size.</source>
        <translation>화면에 들어가는 만큼 크게 합니다. 다른 플레이어의 카드는 크기가 그대로입니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table as text</source>
        <translation>테이블을 글로</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table read as text beside it, for a screen reader (Ctrl+T)</source>
        <translation>스크린 리더를 위해 테이블을 글로 함께 보여 줍니다 (Ctrl+T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Screen reader says:</source>
        <translation>스크린 리더가 읽을 내용:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What a screen reader is told as it happens: every card played and every bid, or only your turn, the tricks and the results</source>
        <translation>그때그때 스크린 리더에 알릴 내용: 낸 모든 카드와 입찰, 또는 내 차례, 트릭, 결과만</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../hearts_desktop/ui/settings.py" line="+302"/>
        <source>Your settings file was too large to be read ({0} bytes); it was set aside as {1} and the default settings are used.</source>
        <translation>설정 파일이 너무 커서({0}바이트) 읽을 수 없습니다. {1}(으)로 옮겨 두고 기본 설정을 씁니다.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>these settings were reset: {0}</source>
        <translation>다음 설정을 초기화했습니다: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the parts that could not be read were dropped</source>
        <translation>읽을 수 없는 부분은 버렸습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your settings file was damaged; {0}. The file as it was is kept as {1}.</source>
        <translation>설정 파일이 손상되었습니다. {0}. 원래 파일은 {1}(으)로 보관했습니다.</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>The game setup remembered in your settings could not be read, so the default one is used; the settings file as it was is kept as {0}.</source>
        <translation>설정에 기억된 게임 구성을 읽을 수 없어 기본 구성을 씁니다. 원래 설정 파일은 {0}(으)로 보관했습니다.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../hearts_desktop/ui/history/stats.py" line="+184"/>
        <source>Games played</source>
        <translation>플레이한 게임</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games won</source>
        <translation>이긴 게임</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+17"/>
        <source>Win rate</source>
        <translation>승률</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Current winning streak</source>
        <translation>현재 연승</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Longest winning streak</source>
        <translation>최다 연승</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/game_history.py" line="-1"/>
        <source>Hands played</source>
        <translation>플레이한 판</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average points per hand</source>
        <translation>판당 평균 점수</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/history.py" line="+4"/>
        <source>Moons shot</source>
        <translation>슛 더 문 성공</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moons suffered</source>
        <translation>슛 더 문 당함</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queen of Spades taken</source>
        <translation>스페이드 퀸을 가져간 횟수</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/stats.py" line="-8"/>
        <source>Games</source>
        <translation>게임 수</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Won</source>
        <translation>승리</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Streak</source>
        <translation>연승</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best streak</source>
        <translation>최다 연승</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/game_history.py" line="-1"/>
        <source>Hands</source>
        <translation>판 수</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points/hand</source>
        <translation>판당 점수</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/history.py" line="+1"/>
        <source>Q♠ taken</source>
        <translation>Q♠ 가져감</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/stats.py" line="+11"/>
        <source>Win rate (%)</source>
        <translation>승률 (%)</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/history.py" line="+7"/>
        <source>Moons</source>
        <translation>슛 더 문</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shot</source>
        <translation>성공</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suffered</source>
        <translation>당함</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/stats.py" line="+98"/>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No statistics yet.

Finish a game against the computer and your record (games won, streaks, points per hand, moons) appears here.</source>
        <translation>아직 통계가 없습니다.

컴퓨터와 게임을 끝까지 하면 여기에 전적(이긴 게임, 연승, 판당 점수, 슛 더 문)이 나타납니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By rules</source>
        <translation>규칙별</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By opponent</source>
        <translation>상대별</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points lost to mistakes</source>
        <translation>실수로 잃은 점수</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game:</source>
        <translation>게임:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All games</source>
        <translation>전체 게임</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>상대</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deal of the day</source>
        <translation>오늘의 판</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Days played</source>
        <translation>플레이한 날</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best place</source>
        <translation>최고 순위</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Days won</source>
        <translation>이긴 날</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak (days in a row)</source>
        <translation>현재 연속 일수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest streak (days in a row)</source>
        <translation>최장 연속 일수</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Rating</source>
        <translation>레이팅</translation>
    </message>
</context>
<context>
    <name>TableReaderTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/table/reader.py" line="+64"/>
        <source>Table as text</source>
        <translation>테이블을 글로</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Up and Down move over the table; Enter or Space plays the card or presses the button you are on</source>
        <translation>위아래 키로 테이블을 이동하고, Enter나 스페이스로 지금 있는 카드를 내거나 버튼을 누릅니다</translation>
    </message>
</context>
<context>
    <name>TableViewTexts</name>
    <message>
        <location filename="../hearts_desktop/ui/table/view.py" line="+83"/>
        <source>Card table</source>
        <translation>카드 테이블</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left and Right choose a card of your hand; Space or Enter plays it</source>
        <translation>왼쪽과 오른쪽 키로 손패의 카드를 고르고, 스페이스나 Enter로 냅니다</translation>
    </message>
</context>
</TS>
