"""The one fit of the score scale K that the bench scripts share.

K is the scale of P(win) = 1/(1+exp(-cp/K)); engine_selfloss.py fits it
to self-play results, scale_labels.py to gensfen results and to the
labeller's win probabilities. One fit keeps their K comparable.
"""
import math


def sigmoid(x):
    return 1 / (1 + math.exp(-x)) if x > -500 else 0.0


def fit_k(pairs):
    """Maximum-likelihood K of P = sigmoid(s/K) for (s, target 0..1) pairs,
    by Newton's method on 1/K: a one-weight logistic regression with no
    bias. Targets may be fractions (a draw's 0.5, a labeller's win
    probability); then it minimises the cross-entropy to them. Returns inf
    when the scores do not predict the targets at all (1/K <= 0)."""
    beta = 1 / 600
    for _ in range(50):
        grad = hess = 0.0
        for s, t in pairs:
            p = sigmoid(beta * s)
            grad += (t - p) * s
            hess += p * (1 - p) * s * s
        step = grad / hess if hess > 0 else 0.0
        beta += step
        if abs(step) < 1e-9 * abs(beta) or beta <= 0:
            break
    return 1 / beta if beta > 0 else float("inf")
