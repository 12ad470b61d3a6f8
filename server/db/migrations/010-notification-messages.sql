-- Notifications say what kind of message they are and with what, so that clients word them in the reader's
-- language from the locale catalogues (message.{kind}.*, src/core/notice-messages.ts); title and body stay the
-- Chinese text, shown for a kind a client does not know. message_params is TEXT holding a JSON object.
-- Portable SQL as in 001. Rows written before this migration get a kind only where their text is exactly what the
-- server wrote for it (with the position's or activity's present title); any other row keeps NULL and its text.
ALTER TABLE notifications ADD COLUMN message_kind TEXT;
ALTER TABLE notifications ADD COLUMN message_params TEXT;

-- the zh-CN status labels the old texts were made of (src/core/application-api.ts), for this migration only
CREATE TABLE migration_010_labels (code TEXT PRIMARY KEY, label TEXT NOT NULL);
INSERT INTO migration_010_labels (code, label) VALUES
  ('draft', '待完善简历'), ('submitted', '投递成功'), ('processing', '流程处理中'), ('applying', '应聘流程中'),
  ('reviewing', '资格审查中'), ('passed', '资格审查通过'), ('failed', '资格审查未通过'), ('ended', '招聘已结束'),
  ('deadline', '报名已截止');

-- 投递状态更新：{label} / 您投递的职位“{title}”状态已更新为“{label}”。
UPDATE notifications SET message_params = (
  SELECT '{"status":"' || l.code || '","positionId":' || p.id || ',"title":"' || replace(replace(p.title, '\', '\\'), '"', '\"') || '"}'
  FROM deliveries d
  INNER JOIN positions p ON p.id = d.position_id
  INNER JOIN migration_010_labels l ON notifications.title = '投递状态更新：' || l.label
  WHERE d.id = notifications.delivery_id AND notifications.body = '您投递的职位“' || p.title || '”状态已更新为“' || l.label || '”。'
) WHERE kind = 'status';
UPDATE notifications SET message_kind = 'deliveryStatus' WHERE kind = 'status' AND message_params IS NOT NULL;

-- 报名状态更新：{label} / 您报名的活动“{title}”状态已更新为“{label}”。
UPDATE notifications SET message_params = (
  SELECT '{"status":"' || l.code || '","activityId":' || a.id || ',"title":"' || replace(replace(a.title, '\', '\\'), '"', '\"') || '"}'
  FROM deliveries d
  INNER JOIN activities a ON a.id = d.activity_id
  INNER JOIN migration_010_labels l ON notifications.title = '报名状态更新：' || l.label
  WHERE d.id = notifications.delivery_id AND notifications.body = '您报名的活动“' || a.title || '”状态已更新为“' || l.label || '”。'
) WHERE kind = 'status' AND message_kind IS NULL;
UPDATE notifications SET message_kind = 'signUpStatus' WHERE kind = 'status' AND message_kind IS NULL AND message_params IS NOT NULL;

-- 背景调查授权确认 / 您投递的职位“{title}”已通过资格审查，请确认是否同意进行背景调查。
UPDATE notifications SET message_params = (
  SELECT '{"positionId":' || p.id || ',"title":"' || replace(replace(p.title, '\', '\\'), '"', '\"') || '"}'
  FROM deliveries d
  INNER JOIN positions p ON p.id = d.position_id
  WHERE d.id = notifications.delivery_id AND notifications.title = '背景调查授权确认'
    AND notifications.body = '您投递的职位“' || p.title || '”已通过资格审查，请确认是否同意进行背景调查。'
) WHERE kind = 'backgroundCheck';
UPDATE notifications SET message_kind = 'backgroundCheckRequest' WHERE kind = 'backgroundCheck' AND message_params IS NOT NULL;

-- 面试邀请 / 您投递的职位“{title}”已安排面试，请选择面试时间。 (the old text named no times)
UPDATE notifications SET message_params = (
  SELECT '{"positionId":' || p.id || ',"title":"' || replace(replace(p.title, '\', '\\'), '"', '\"') || '"}'
  FROM deliveries d
  INNER JOIN positions p ON p.id = d.position_id
  WHERE d.id = notifications.delivery_id AND notifications.title = '面试邀请'
    AND notifications.body = '您投递的职位“' || p.title || '”已安排面试，请选择面试时间。'
) WHERE kind = 'interview';
UPDATE notifications SET message_kind = 'interviewInvitation' WHERE kind = 'interview' AND message_params IS NOT NULL;

DROP TABLE migration_010_labels;
