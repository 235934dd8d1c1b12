-- Before the index: a member's older duplicate pending orders for one event (possible before it) are cancelled
-- and give their seats back; the newest stays.
WITH ranked AS (
	SELECT id, row_number() OVER (PARTITION BY user_id, event_id ORDER BY created_at DESC, id DESC) AS rn
	FROM event_orders WHERE status = 'pending'
), dropped AS (
	UPDATE event_orders o SET status = 'cancelled' FROM ranked r WHERE o.id = r.id AND r.rn > 1
	RETURNING o.event_id, o.quantity
)
UPDATE events e SET seats_taken = greatest(e.seats_taken - d.quantity, 0)
FROM (SELECT event_id, sum(quantity)::int AS quantity FROM dropped GROUP BY event_id) d
WHERE e.id = d.event_id;--> statement-breakpoint
CREATE UNIQUE INDEX "event_orders_pending_unique" ON "event_orders" USING btree ("user_id","event_id") WHERE "event_orders"."status" = 'pending';
