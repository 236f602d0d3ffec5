-- The first count of a month's activity is its guest-nights (issue 23): named for what it holds.
ALTER TABLE "client_activity" RENAME COLUMN "room_nights" TO "guest_nights";
