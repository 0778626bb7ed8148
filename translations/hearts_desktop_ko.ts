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
        <location filename="../hearts_desktop/ui/games/hearts/rules_page.py" line="+399"/>
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
        <location line="+22"/>
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
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="-19"/>
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
        <location line="+6"/>
        <source>Easy</source>
        <translation>쉬움</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>Joker</source>
        <translation>조커</translation>
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
        <location filename="../hearts_desktop/ui/dialogs/options.py" line="+110"/>
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
        <location filename="../hearts_desktop/ui/games/hearts/replay.py" line="+175"/>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+7"/>
        <source>{0} shot the sun!</source>
        <translation>{0}, 슛 더 선!</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="+0"/>
        <source>Every trick of the hand</source>
        <translation>이번 판의 트릭을 모두 가져갔습니다</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/replay.py" line="+1"/>
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
        <location line="+8"/>
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
        <location line="+4"/>
        <source>{0} takes the kitty</source>
        <translation>{0}이(가) 키티를 가져갑니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} takes the face-up cards</source>
        <translation>{0}이(가) 앞면 카드를 가져갑니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time is up for {0}</source>
        <translation>{0}의 시간이 다 됐습니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A computer player takes {0}&apos;s seat</source>
        <translation>컴퓨터가 {0}의 자리를 대신합니다</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>The Queen of Spades!</source>
        <translation>스페이드 퀸!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>played by {0}</source>
        <translation>{0}이(가) 냈습니다</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/table/card_themes.py" line="+154"/>
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
        <location filename="../hearts_desktop/ui/games/hearts/texts.py" line="-19"/>
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
        <location line="+49"/>
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
        <location line="-12"/>
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
        <location filename="../hearts_desktop/ui/table/scene.py" line="+474"/>
        <location line="+166"/>
        <source>Last trick</source>
        <translation>지난 트릭</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/model.py" line="+83"/>
        <source>Finished</source>
        <translation>완료</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Abandoned</source>
        <translation>중단</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scores</source>
        <translation>최종 점수</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your place</source>
        <translation>내 순위</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>판 수</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moons</source>
        <translation>슛 더 문</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assisted</source>
        <translation>도움 받음</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Undo, restart or hints were used</source>
        <translation>무르기, 다시 하기 또는 힌트를 사용했습니다</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/replay.py" line="-13"/>
        <location line="+58"/>
        <location filename="../hearts_desktop/ui/history/replay.py" line="+367"/>
        <source>Hand {0}</source>
        <translation>{0}번째 판</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Move {0} of {1}</source>
        <translation>{1}수 중 {0}번째 수</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards are dealt.</source>
        <translation>카드를 나눕니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+14"/>
        <source>{0} wins trick {1}.</source>
        <translation>{0}이(가) {1}번째 트릭을 가져갑니다.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Hand {0} is over.</source>
        <translation>{0}번째 판이 끝났습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} plays the {1}.</source>
        <translation>{0}이(가) {1}을(를) 냅니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The trick is set aside.</source>
        <translation>이 트릭은 따로 놓아 둡니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} chooses {1}.</source>
        <translation>{0}이(가) 넘길 카드로 {1}을(를) 고릅니다.</translation>
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
        <source>{0} chooses how the moon is scored: {1}.</source>
        <translation>{0}이(가) 슛 더 문 점수 계산 방법을 고릅니다: {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} chooses the pass.</source>
        <translation>{0}이(가) 넘기는 방법을 정합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} runs out of time.</source>
        <translation>{0}의 시간이 다 됐습니다.</translation>
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
        <source>Next: {0}</source>
        <translation>다음 차례: {0}</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/history/replay.py" line="-25"/>
        <source>Replay: {0}</source>
        <translation>다시 보기: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>|◀ Start</source>
        <translation>|◀ 처음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start of the match (Ctrl+Home)</source>
        <translation>게임 처음으로 (Ctrl+Home)</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Hand:</source>
        <translation>판:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores after each hand</source>
        <translation>판별 점수</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/about.py" line="+63"/>
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
        <source>Rules: written for this project from published rules of Hearts and its variants.</source>
        <translation>규칙: 공개된 하트와 변형 규칙을 바탕으로 이 프로젝트를 위해 새로 썼습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Built with Qt %1 and PySide6 %2 on Python %3.</source>
        <translation>Qt %1, PySide6 %2, Python %3으로 만들었습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The classic card game of Hearts, with its many variants, against computer opponents.</source>
        <translation>여러 변형 규칙과 함께 컴퓨터 상대와 즐기는 고전 카드 게임 하트입니다.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/game_over.py" line="+92"/>
        <location line="+11"/>
        <source>Game over</source>
        <translation>게임 종료</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>New game</source>
        <translation>새 게임</translation>
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
        <location line="+4"/>
        <source>Assisted game (undo or restart was used)</source>
        <translation>도움을 받은 게임 (무르기나 다시 하기 사용)</translation>
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
        <location filename="../hearts_desktop/ui/history/menu.py" line="+101"/>
        <source>History</source>
        <translation>게임 기록</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game history is not available.</source>
        <translation>게임 기록을 사용할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+49"/>
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
    <name>HistoryWindow</name>
    <message>
        <location filename="../hearts_desktop/ui/history/window.py" line="+311"/>
        <location line="+9"/>
        <location line="+209"/>
        <source>All</source>
        <translation>전체</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>{0} matches shown</source>
        <translation>표시된 게임: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No matches.</source>
        <translation>게임이 없습니다.</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+82"/>
        <source>History</source>
        <translation>게임 기록</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>This match cannot be read: {0}</source>
        <translation>이 게임을 읽을 수 없습니다: {0}</translation>
    </message>
    <message>
        <location line="+35"/>
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
    <name>MainWindow</name>
    <message>
        <location filename="../hearts_desktop/ui/main_window.py" line="+139"/>
        <source>The program runs without sound: the sound system (QtMultimedia) cannot be loaded.</source>
        <translation>소리 시스템(QtMultimedia)을 불러올 수 없어 소리 없이 실행합니다.</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>You</source>
        <translation>나</translation>
    </message>
    <message>
        <location line="+143"/>
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
        <location line="+34"/>
        <source>Hand {0}</source>
        <translation>{0}번째 판</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Assisted</source>
        <translation>도움 받음</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/window_play.py" line="+156"/>
        <source>A new game begins.</source>
        <translation>새 게임을 시작합니다.</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/input.py" line="+46"/>
        <source>Your turn: play a card.</source>
        <translation>당신 차례입니다: 카드를 내세요.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Choose %n cards to pass, then press “{0}”.</source>
        <translation>
            <numerusform>넘길 카드 %n장을 고른 뒤 “{0}”을(를) 누르세요.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+63"/>
        <source>No hint is available right now.</source>
        <translation>지금은 힌트가 없습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hint: play the {0}.</source>
        <translation>힌트: {0}을(를) 내세요.</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location filename="../hearts_desktop/ui/window_play.py" line="+44"/>
        <source>A computer player made an error; it played a random card. ({0})</source>
        <translation>컴퓨터 플레이어에게 오류가 생겨 무작위 카드를 냈습니다. ({0})</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Game over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../hearts_desktop/ui/games/hearts/input.py" line="-46"/>
        <source>You have chosen %n cards; click one to put it back.</source>
        <translation>
            <numerusform>이미 %n장을 골랐습니다. 되돌리려면 카드를 한 장 누르세요.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
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
        <location line="+13"/>
        <source>Waiting for the others to pass…</source>
        <translation>다른 사람들이 카드를 넘기기를 기다리는 중…</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/main_window.py" line="+70"/>
        <location filename="../hearts_desktop/ui/games/hearts/presentation.py" line="+87"/>
        <source>Hearts</source>
        <translation>하트</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/window_menus.py" line="+115"/>
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
</context>
<context>
    <name>MatchDetail</name>
    <message>
        <location filename="../hearts_desktop/ui/history/window.py" line="-398"/>
        <source>your place: {0}</source>
        <translation>내 순위: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assisted</source>
        <translation>도움 받음</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hand {0}</source>
        <translation>{0}번째 판</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Running totals</source>
        <translation>누적 점수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>판</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>점수</translation>
    </message>
    <message>
        <location line="+7"/>
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
    <name>NewGameDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+367"/>
        <location line="+26"/>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/new_game.py" line="+219"/>
        <source>New Game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="-20"/>
        <source>Game</source>
        <translation>게임</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+1"/>
        <source>Rules options</source>
        <translation>규칙 옵션</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/new_game.py" line="+3"/>
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
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+3"/>
        <source>End of the game</source>
        <translation>게임 종료</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players at the table</source>
        <translation>테이블의 플레이어</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+11"/>
        <source> points</source>
        <translation>점</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No limit</source>
        <translation>제한 없음</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+1"/>
        <source>Random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed deals the same cards again. Leave empty for a new deal.</source>
        <translation>같은 시드로는 같은 카드가 다시 나옵니다. 새로 나누려면 비워 두세요.</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <source>Opponent</source>
        <translation>상대</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level</source>
        <translation>난이도</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/labels.py" line="+11"/>
        <source>Rules:</source>
        <translation>규칙:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players:</source>
        <translation>인원:</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>Number of deals:</source>
        <translation>판 수:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie for the lead:</source>
        <translation>1등이 동점일 때:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number (seed):</source>
        <translation>딜 번호 (시드):</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location filename="../hearts_desktop/ui/games/hearts/seats_form.py" line="+123"/>
        <source>You (human player)</source>
        <translation>나 (사람 플레이어)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>나</translation>
    </message>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_form.py" line="+161"/>
        <source>The deal number must be at most %1.</source>
        <translation>딜 번호는 %1 이하여야 합니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>These rules cannot be played: %1</source>
        <translation>이 규칙으로는 게임을 할 수 없습니다: %1</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/dialogs/options.py" line="+230"/>
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
        <location line="+3"/>
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
        <location line="+2"/>
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
        <location filename="../hearts_desktop/ui/persistence.py" line="+95"/>
        <source>Hearts Desktop is already running with the data folder {0}{1}. Close it first: two programs writing the same saved games and history could damage them.</source>
        <translation>데이터 폴더 {0}을(를) 쓰는 Hearts Desktop이 이미 실행 중입니다{1}. 먼저 그 프로그램을 닫으세요: 두 프로그램이 같은 저장 게임과 기록에 함께 쓰면 파일이 손상될 수 있습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (process {0})</source>
        <translation> (프로세스 {0})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts Desktop cannot lock its data folder {0}; it would not be able to keep your saved games safe. Check that the folder is writable.</source>
        <translation>Hearts Desktop이 데이터 폴더 {0}을(를) 잠글 수 없어 저장된 게임을 안전하게 지킬 수 없습니다. 폴더에 쓰기 권한이 있는지 확인하세요.</translation>
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
        <location line="+71"/>
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
        <location line="+141"/>
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
    <name>RulesDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/rules_page.py" line="+45"/>
        <source>Rules: %1</source>
        <translation>규칙: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../hearts_desktop/ui/games/hearts/score_sheet.py" line="+127"/>
        <source>Hand {0}</source>
        <translation>{0}번째 판</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>합계</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Score sheet</source>
        <translation>점수표</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scores</source>
        <translation>최종 점수</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scores</source>
        <translation>점수</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../hearts_desktop/ui/settings.py" line="+268"/>
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
        <location filename="../hearts_desktop/ui/history/stats.py" line="+138"/>
        <source>Games played</source>
        <translation>플레이한 게임</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games won</source>
        <translation>이긴 게임</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <location line="+34"/>
        <source>Win rate</source>
        <translation>승률</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Current winning streak</source>
        <translation>현재 연승</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest winning streak</source>
        <translation>최다 연승</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hands played</source>
        <translation>플레이한 판</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+45"/>
        <source>Average points per hand</source>
        <translation>판당 평균 점수</translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+10"/>
        <source>Moons shot</source>
        <translation>슛 더 문 성공</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+10"/>
        <source>Moons suffered</source>
        <translation>슛 더 문 당함</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Queen of Spades taken</source>
        <translation>스페이드 퀸을 가져간 횟수</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games</source>
        <translation>게임 수</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>승리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streak</source>
        <translation>연승</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak</source>
        <translation>최다 연승</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>판 수</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points/hand</source>
        <translation>판당 점수</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Q♠ taken</source>
        <translation>Q♠ 가져감</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Win rate (%)</source>
        <translation>승률 (%)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points</source>
        <translation>점수</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moons</source>
        <translation>슛 더 문</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot</source>
        <translation>성공</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suffered</source>
        <translation>당함</translation>
    </message>
    <message>
        <location line="+10"/>
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
        <location line="+1"/>
        <source>All games</source>
        <translation>전체 게임</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>상대</translation>
    </message>
</context>
</TS>
