"""The coach at the player's side (issue 31): the review window and its runner, the live
table's and the replay viewer's entries to it, its words.
"""
