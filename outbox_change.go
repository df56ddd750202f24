package dayspa

// What a change of a booking does to the messages it has written and not
// sent yet, and which event a change of its status is. The store applies
// these rules in the change's transaction; it decides none of them.

// StatusChangeEvent is the event of a booking moving from status from to
// to, for the messages it sends (see MessageRules.Plan): a confirmation,
// a cancellation, or the booking closed (completed or a no-show), which
// sends nothing. False when the dashboard may not make that move
// (BookingStatus.CanMoveTo): nothing changes, so nothing is sent.
func StatusChangeEvent(from, to BookingStatus) (BookingEvent, bool) {
	if !from.CanMoveTo(to) {
		return 0, false
	}
	switch to {
	case StatusConfirmed:
		return EventConfirmed, true
	case StatusCancelled:
		return EventCancelled, true
	}
	return EventClosed, true
}

// PendingFate is what becomes of an unsent message when its booking
// changes.
type PendingFate int

const (
	// PendingKept: the message is still true and is sent as written.
	PendingKept PendingFate = iota
	// PendingReplanned: the message is removed, and Plan writes it again
	// where it still applies (a reminder moves with its booking and
	// vanishes with it).
	PendingReplanned
	// PendingStale: the message tells the booking as it was; it is
	// dropped, not sent, and a newer message tells the booking as it is.
	PendingStale
)

// PendingFate is what event e does to an unsent message of kind k written
// before it. The creation writes the first messages and changes none.
// Every later change replans the reminders (Replans) and makes the
// guest's other messages stale (VersionChanges, MessageKind.ToGuest); the
// spa's own notice of a new request is always sent.
func (e BookingEvent) PendingFate(k MessageKind) PendingFate {
	switch {
	case k == KindReminder && e.Replans():
		return PendingReplanned
	case k.ToGuest() && e.VersionChanges():
		return PendingStale
	}
	return PendingKept
}

// PendingOnChange lists, in MessageKinds' order, the kinds of unsent
// messages event e replans and those it makes stale.
func (e BookingEvent) PendingOnChange() (replanned, stale []MessageKind) {
	for _, k := range MessageKinds {
		switch e.PendingFate(k) {
		case PendingReplanned:
			replanned = append(replanned, k)
		case PendingStale:
			stale = append(stale, k)
		}
	}
	return replanned, stale
}
