"""Ombre's words on the table: the banners of the deal's moments, the name plates' second
line, the status corner, the prompts of the player's turn and the choice panels' texts.
Translation context "Ombre"; call these again after a language change, never cache their
results."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPainter

from ....core.cards import Card, Suit
from ....games.ombre import Contract, ForcedBy, Result, Stop
from ...table.chips import paint_chip
from .labels import Ombre, card_name, contract_name, suit_name

Texts = tuple[str, str]


# --------------------------------------------------------------------------- banners


def _of(you: bool, you_text: str, text: str, **values: object) -> str:
    """A sentence of a seat: ``text`` with its name and ``values``, or ``you_text`` when
    the seat is the player's own (the sentence said to them: "You are ombre")."""
    return (you_text if you else text).format(**values)


def declared_texts(name: str, contract: Contract, forced: ForcedBy | None,
                   you: bool = False) -> Texts:
    """``you`` here and below: the seat named is the player's own."""
    title = _of(you, Ombre.tr("You are ombre"), Ombre.tr("{name} is ombre"), name=name)
    what = contract_name(contract)
    if forced is ForcedBy.SPADILLE:
        return title, _of(
            you, Ombre.tr("{contract}, forced: everybody passed and you hold Spadille"),
            Ombre.tr("{contract}, forced: everybody passed and {name} holds Spadille"),
            contract=what, name=name)
    if forced is ForcedBy.BASTO:
        return title, _of(
            you, Ombre.tr("{contract}, forced: everybody passed, Spadille lies in the talon "
                          "and you hold Basto"),
            Ombre.tr("{contract}, forced: everybody passed, Spadille lies in the talon and "
                     "{name} holds Basto"), contract=what, name=name)
    if forced is ForcedBy.FOURTH:
        return title, Ombre.tr("{contract}: everybody passed, so the player sitting out "
                               "takes the whole talon").format(contract=what)
    return title, what


def all_passed_texts() -> Texts:
    return Ombre.tr("Everybody passed"), ""


def thrown_in_texts(reason: str) -> Texts:
    if reason == "black_aces_in_talon":
        return (Ombre.tr("The deal is thrown in"),
                Ombre.tr("Spadille and Basto both lie in the talon: the next dealer deals"))
    return Ombre.tr("The deal is thrown in"), Ombre.tr("The pot stays; the next dealer deals")


def turned_texts(card: Card) -> Texts:
    return (Ombre.tr("Tourné: {card}").format(card=card_name(card)),
            Ombre.tr("{suit} are trump").format(suit=suit_name(card.suit)))


def trump_texts(name: str, suit: Suit, you: bool = False) -> Texts:
    return (Ombre.tr("{suit} are trump").format(suit=suit_name(suit)),
            _of(you, Ombre.tr("named by you"), Ombre.tr("named by {name}"), name=name))


def called_texts(name: str, card: Card, you: bool = False) -> Texts:
    return (_of(you, Ombre.tr("You call the {card}"), Ombre.tr("{name} calls the {card}"),
                name=name, card=card_name(card)),
            _of(you, Ombre.tr("Its holder is your secret partner"),
                Ombre.tr("Its holder is {name}'s secret partner"), name=name))


def partner_texts(name: str, declarer: str, you: bool = False,
                  declarer_you: bool = False) -> Texts:
    """``you``: the partner is the player; ``declarer_you``: the ombre is."""
    return (_of(you, Ombre.tr("You are the partner"), Ombre.tr("{name} is the partner"),
                name=name),
            _of(declarer_you, Ombre.tr("playing with you"),
                Ombre.tr("playing with {declarer}"), declarer=declarer))


def honours_texts(name: str, with_: int, without: int, you: bool = False) -> Texts:
    return (_of(you, Ombre.tr("You announce honours"), Ombre.tr("{name} announces honours"),
                name=name),
            Ombre.tr("{with_} with, {without} without").format(with_=with_, without=without))


def primeras_texts(name: str, tricks: int, you: bool = False) -> Texts:
    return (Ombre.tr("Primeras!"),
            _of(you, Ombre.tr("You took the first %n tricks", "", tricks),
                Ombre.tr("{name} took the first %n tricks", "", tricks), name=name))


def vole_attempt_texts(name: str, you: bool = False) -> Texts:
    return (_of(you, Ombre.tr("You go for the vole!"), Ombre.tr("{name} goes for the vole!"),
                name=name),
            Ombre.tr("Every trick, or pay each defender"))


def stopped_texts(name: str, reason: Stop, you: bool = False) -> Texts | None:
    if reason is Stop.PRIMERAS:
        return (_of(you, Ombre.tr("You stop"), Ombre.tr("{name} stops"), name=name),
                Ombre.tr("Primeras: the game is won"))
    if reason is Stop.FAILED_VOLE:
        return (Ombre.tr("The vole fails"),
                _of(you, Ombre.tr("You lost a trick"), Ombre.tr("{name} lost a trick"),
                    name=name))
    if reason is Stop.CONTRABOLA:
        return (Ombre.tr("Contrabola lost"),
                _of(you, Ombre.tr("You took a second trick"),
                    Ombre.tr("{name} took a second trick"), name=name))
    return None


def surrendered_texts(name: str, you: bool = False) -> Texts:
    return (_of(you, Ombre.tr("You give up"), Ombre.tr("{name} gives up"), name=name),
            Ombre.tr("It counts as a puesta"))


def taken_over_texts(name: str, previous: str, you: bool = False,
                     previous_you: bool = False) -> Texts:
    """``you``: the player takes over; ``previous_you``: the player gave up."""
    return (_of(you, Ombre.tr("You take over"), Ombre.tr("{name} takes over"), name=name),
            _of(previous_you, Ombre.tr("as ombre, after you gave up"),
                Ombre.tr("as ombre, after {previous} gave up"), previous=previous))


def scored_texts(name: str, result: Result, *, vole: bool, failed_vole: bool,
                 primeras: bool, winner: str, contract: Contract, you: bool = False,
                 winner_you: bool = False) -> Texts:
    """The title and subtitle of a deal's result (``winner``: the codille winner's name;
    ``you``: the ombre is the player, ``winner_you``: the codille winner is)."""
    values = {"name": name, "winner": winner, "contract": contract_name(contract)}
    if result is Result.SACADA and vole:
        return Ombre.tr("Vole!"), _of(you, Ombre.tr("You took every trick"),
                                      Ombre.tr("{name} took every trick"), **values)
    if result is Result.SACADA and primeras:
        return Ombre.tr("Sacada"), _of(you, Ombre.tr("You win with primeras"),
                                       Ombre.tr("{name} wins with primeras"), **values)
    if result is Result.SACADA:
        return Ombre.tr("Sacada"), _of(you, Ombre.tr("You win the {contract}"),
                                       Ombre.tr("{name} wins the {contract}"), **values)
    if result is Result.CODILLE and winner_you:
        return Ombre.tr("Codille!"), Ombre.tr("You beat {name}").format(**values)
    if result is Result.CODILLE:
        return Ombre.tr("Codille!"), _of(you, Ombre.tr("{winner} beats you"),
                                         Ombre.tr("{winner} beats {name}"), **values)
    if result is Result.PUESTA and failed_vole:
        return Ombre.tr("Puesta"), _of(
            you, Ombre.tr("You failed the vole and pay each defender"),
            Ombre.tr("{name} failed the vole and pays each defender"), **values)
    if result is Result.PUESTA:
        return Ombre.tr("Puesta"), _of(
            you, Ombre.tr("You lose and pay as much as the pot into it"),
            Ombre.tr("{name} loses and pays as much as the pot into it"), **values)
    return Ombre.tr("Draw"), Ombre.tr("No payments")


def session_texts(winner: str, chips: int, you: bool = False) -> Texts:
    return (Ombre.tr("Game over"),
            _of(you, Ombre.tr("You have the most chips: {chips}"),
                Ombre.tr("{name} has the most chips: {chips}"), name=winner, chips=chips))


# --------------------------------------------------------------------------- plates, corner


def plate_detail(*, sits_out: bool = False, dealer: bool = False, bid: Contract | None = None,
                 passed: bool = False, ombre: Contract | None = None, defender: bool = False,
                 exchanged: int | None = None, partner: bool = False) -> str:
    """A name plate's second line, its parts joined: "Ombre · Entrada", "Passed",
    "Defender · took 3", "Sits out"."""
    parts: list[str] = []
    if sits_out:
        return Ombre.tr("Sits out")
    if ombre is not None:
        parts.append(Ombre.tr("Ombre · {contract}").format(contract=contract_name(ombre)))
    elif partner:
        parts.append(Ombre.tr("Partner"))
    elif defender:
        parts.append(Ombre.tr("Defender"))
    elif passed:
        parts.append(Ombre.tr("Passed"))
    elif bid is not None:
        parts.append(contract_name(bid))
    elif dealer:
        parts.append(Ombre.tr("Dealer"))
    if exchanged is not None:
        parts.append(Ombre.tr("took %n", "cards from the talon", exchanged))
    return " · ".join(parts)


def phase_text(phase: str, trick: int = 0, tricks: int = 0) -> str:
    """The status corner's title for the deal's phase."""
    return {
        "bidding": Ombre.tr("Bidding"),
        "announcing": Ombre.tr("Announcements"),
        "exchange": Ombre.tr("Exchange"),
        "trump": Ombre.tr("Naming trump"),
        "calling": Ombre.tr("Calling a king"),
        "playing": Ombre.tr("Trick {0} of {1}").format(trick, tricks),
        "primeras": Ombre.tr("Primeras"),
        "take_over": Ombre.tr("Ombre gave up"),
    }.get(phase, Ombre.tr("Deal over"))


def deal_text(number: int, deals: int | None) -> str:
    if deals is None:
        return Ombre.tr("Deal {0}").format(number)
    return Ombre.tr("Deal {0} of {1}").format(number, deals)


def pot_label() -> str:
    return Ombre.tr("Pot")


def contract_panel_texts(name: str, contract: Contract, trump: Suit | None,
                         called: Card | None, forced: bool) -> Texts:
    title = Ombre.tr("{contract} · {name}").format(contract=contract_name(contract), name=name)
    if trump is None:
        detail = Ombre.tr("Trump not named yet")
    else:
        detail = Ombre.tr("Trump: {suit}").format(suit=suit_name(trump))
    if called is not None:
        detail += " · " + Ombre.tr("calls {card}").format(card=card_name(called, trump))
    if forced:
        detail += " · " + Ombre.tr("forced")
    return title, detail


# --------------------------------------------------------------------------- the player's turn


def bid_prompt() -> str:
    return Ombre.tr("Your bid: choose a contract or pass.")


def exchange_prompt(fewest: int, most: int) -> str:
    if fewest == most:
        return Ombre.tr("Choose %n card(s) to discard, then press the button on the table.",
                        "", most)
    if fewest:
        return Ombre.tr("Choose {0} to {1} cards to discard, then press the button on the "
                        "table.").format(fewest, most)
    return Ombre.tr("Choose up to %n card(s) to discard (or none), then press the button on "
                    "the table.", "", most)


def gascarola_prompt(keep_one: int, keep_none: int) -> str:
    """O-GASCAROLA (11.2): ombre keeps exactly one card or none; say so, not "8 to 9"."""
    return Ombre.tr("Gascarola: keep one card and discard the other {0}, or discard all {1}; "
                    "then press the button on the table.").format(keep_one, keep_none)


def exchange_button(count: int) -> str:
    if count == 0:
        return Ombre.tr("Keep my hand")
    return Ombre.tr("Exchange %n", "", count)


def play_prompt() -> str:
    return Ombre.tr("Your turn: play a card.")


def choice_prompt() -> str:
    return Ombre.tr("Your decision: choose on the table.")


def bid_panel(highest: Contract | None, holder: str, pot: int | None = None,
              you: bool = False) -> Texts:
    """The bidding panel's title and line; ``pot``: the chips in the pot, said on the line
    because the panel covers the pot's pile in the middle of the table; ``you``: the
    highest bid is the player's own."""
    if highest is None:
        line = Ombre.tr("Nobody has bid yet.")
    else:
        line = (Ombre.tr("Highest so far: {contract}, your bid.") if you
                else Ombre.tr("Highest so far: {contract} ({name}).")).format(
            contract=contract_name(highest), name=holder)
    if pot:
        line += " " + Ombre.tr("%n chip(s) in the pot.", "", pot)
    return Ombre.tr("Your bid"), line


def pass_choice() -> Texts:
    return Ombre.tr("Pass"), Ombre.tr("out of the bidding")


def announce_panel() -> Texts:
    return (Ombre.tr("Everybody passed"),
            Ombre.tr("You may announce a game of your own, or pass."))


def trump_panel(contract: Contract) -> Texts:
    return (Ombre.tr("Name trump"),
            Ombre.tr("You play {contract}: which suit is trump?").format(
                contract=contract_name(contract)))


def trumps_detail(count: int) -> str:
    return Ombre.tr("%n trump(s) in your hand", "", count)


def call_panel() -> Texts:
    return (Ombre.tr("Call a king"),
            Ombre.tr("Its holder plays with you, a secret until the card is played."))


def primeras_panel(tricks: int, per_defender: int, tricks_in_deal: int) -> Texts:
    return (Ombre.tr("Primeras!"),
            Ombre.tr("You won the first %n tricks. Stop now, or lead on for the vole.", "",
                     tricks))


def primeras_choices(bonus: int, tricks_in_deal: int) -> tuple[Texts, Texts]:
    stop = (Ombre.tr("Stop"),
            Ombre.tr("win now, +{0} from each defender").format(bonus) if bonus
            else Ombre.tr("win now"))
    go = (Ombre.tr("Go for the vole"),
          Ombre.tr("all %n tricks, or pay each defender", "", tricks_in_deal))
    return stop, go


def take_over_panel(name: str) -> Texts:
    return (Ombre.tr("{name} gave up").format(name=name),
            Ombre.tr("Take over as ombre and play the deal on from here?"))


def take_over_choices() -> tuple[Texts, Texts]:
    return ((Ombre.tr("Take over"), Ombre.tr("you become ombre")),
            (Ombre.tr("Pass"), Ombre.tr("the deal ends as a puesta")))


def surrender_button() -> str:
    return Ombre.tr("Give up (puesta)")


def hint_text(action_text: str) -> str:
    return Ombre.tr("Hint: {0}").format(action_text)


# --------------------------------------------------------------------------- the corner's icon


def paint_chip_icon(painter: QPainter, cx: float, cy: float, size: float, lit: bool) -> None:
    """The status corner's icon: a chip, gold while a contract is being played."""
    colour = QColor(226, 176, 56) if lit else QColor(120, 140, 128)
    paint_chip(painter, cx, cy + size * 0.1, size * 0.55, colour.darker(120), flat=0.45)
    paint_chip(painter, cx, cy - size * 0.08, size * 0.55, colour, flat=0.45)


__all__ = [
    "all_passed_texts",
    "announce_panel",
    "bid_panel",
    "bid_prompt",
    "call_panel",
    "called_texts",
    "choice_prompt",
    "contract_panel_texts",
    "deal_text",
    "declared_texts",
    "exchange_button",
    "exchange_prompt",
    "gascarola_prompt",
    "hint_text",
    "honours_texts",
    "paint_chip_icon",
    "partner_texts",
    "pass_choice",
    "phase_text",
    "plate_detail",
    "play_prompt",
    "pot_label",
    "primeras_choices",
    "primeras_panel",
    "primeras_texts",
    "scored_texts",
    "session_texts",
    "stopped_texts",
    "surrender_button",
    "surrendered_texts",
    "take_over_choices",
    "take_over_panel",
    "taken_over_texts",
    "thrown_in_texts",
    "trump_panel",
    "trump_texts",
    "trumps_detail",
    "turned_texts",
    "vole_attempt_texts",
]
