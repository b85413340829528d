/* From selection outcomes to display actions (see pick.h). */
#include "ui/pick.h"

#include <stdio.h>

static DisplayEvent apply(UiState *u, SelResult r)
{
    DisplayEvent ev = { DISPLAY_EV_NONE, MOVE_NONE };
    switch (r.outcome) {
    case SEL_PICKED:
    case SEL_CANCELLED:
        ui_set_message(u, DISPLAY_INFO, "");
        break;
    case SEL_ASK_PROMOTION:
        u->focus = FOCUS_PROMOTE;
        ui_set_text(u, DISPLAY_INFO, TXT_PROMOTE_Q);
        break;
    case SEL_MOVE:
        u->focus = FOCUS_BOARD;
        ui_set_message(u, DISPLAY_INFO, "");
        ev.kind = DISPLAY_EV_MOVE;
        ev.move = r.move;
        break;
    case SEL_REFUSED:
        if (r.reason) {
            char buf[256];
            ui_set_message(u, DISPLAY_ERROR, ui_rule_reason(u->opt.lang, r.reason, buf, sizeof buf));
        }
        else
            ui_set_text(u, DISPLAY_ERROR, r.text);
        break;
    case SEL_NOTHING:
        break;
    }
    return ev;
}

static bool may_move(UiState *u)
{
    if (ui_can_move(u))
        return true;
    if (u->have_game && !u->result[0])
        ui_set_text(u, DISPLAY_ERROR, TXT_NOT_YOUR_TURN);
    return false;
}

DisplayEvent pick_square(UiState *u, Square sq)
{
    if (!may_move(u))
        return (DisplayEvent){ DISPLAY_EV_NONE, MOVE_NONE };
    return apply(u, sel_square(&u->sel, &u->pos, sq));
}

DisplayEvent pick_hand(UiState *u, PieceType t)
{
    if (!may_move(u))
        return (DisplayEvent){ DISPLAY_EV_NONE, MOVE_NONE };
    return apply(u, sel_hand(&u->sel, &u->pos, t));
}

DisplayEvent pick_promotion(UiState *u, bool promote)
{
    u->focus = FOCUS_BOARD;
    return apply(u, sel_answer_promotion(&u->sel, promote));
}
