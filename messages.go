package dayspa

// The messages that the store and the HTTP layer answer alike: a record
// asked for that does not exist, and the store's own refusals.
var (
	MsgBookingNotFound     = NewMsg("booking.not_found", "Booking not found.")
	MsgPostNotFound        = NewMsg("post.not_found", "Post not found.")
	MsgPostLangNotFound    = NewMsg("post.lang_not_found", "Post not found") // the blog's language switch has always said it so
	MsgCategoryNotFound    = NewMsg("category.not_found", "Category not found.")
	MsgMessageNotFound     = NewMsg("message.not_found", "Message not found.")
	MsgPictureNotFound     = NewMsg("picture.not_found", "Picture not found.")
	MsgTherapistNotFound   = NewMsg("therapist.not_found", "Therapist not found.")
	MsgRoomNotFound        = NewMsg("room.not_found", "Room not found.")
	MsgRoomBlockNotFound   = NewMsg("roomblock.not_found", "Room block not found.")
	MsgSpecialDayNotFound  = NewMsg("hours.special_day_not_found", "Special day not found.")
	MsgTransactionNotFound = NewMsg("income.not_found", "Transaction not found.")
	MsgReportNotFound      = NewMsg("report.not_found", "Report not found.")
	MsgReviewNotFound      = NewMsg("review.not_found", "Review not found.")
	MsgQuestionNotFound    = NewMsg("faq.not_found", "Question not found.")
	MsgServiceNotFound     = NewMsg("service.not_found", "Service not found.")
	MsgSettingNotFound     = NewMsg("setting.not_found", "Setting not found.")

	MsgSlugRequired         = NewMsg("post.slug_required", "Slug is required.")
	MsgStatusChange         = NewMsg("booking.status_change", "A %s booking cannot become %s.", "from", "to")
	MsgNotMovable           = NewMsg("booking.not_movable", "A %s booking cannot be moved.", "status")
	MsgPlanDays             = NewMsg("calendar.plan_days", "At most %d days at once.", "max")
	MsgSpecialDayOverlap    = NewMsg("hours.special_day_overlap", "These dates overlap the special day from %s to %s. Delete it first.", "from", "to")
	MsgResendFailedOnly     = NewMsg("outbox.resend_failed_only", "Only a failed message can be sent again; this one is %s.", "status")
	MsgUploadUsed           = NewMsg("upload.used", "This upload link has already been used. Please start the upload again.")
	MsgRoomAlreadyBlocked   = NewMsg("roomblock.already_blocked", "This room is already blocked then. Delete that block first or choose another time.")
	MsgTherapistHasBookings = NewMsg("therapist.has_bookings", "This therapist has %d upcoming %s. Deactivate them instead.", "count", "")
	MsgRoomHasBookings      = NewMsg("room.has_bookings", "This room has %d upcoming %s. Deactivate it instead.", "count", "")
)
