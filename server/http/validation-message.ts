// Turns a route-schema failure into one Chinese sentence that names the field.
interface AjvIssue {
  instancePath?: string;
  keyword: string;
  params?: Record<string, unknown>;
  message?: string;
}

const typeNames: Record<string, string> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
};

const contextNames: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

export function fieldOf(issue: AjvIssue, context?: string): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (issue.keyword === 'required' && typeof issue.params?.missingProperty === 'string') {
    return path ? `${path}.${issue.params.missingProperty}` : issue.params.missingProperty;
  }
  if (issue.keyword === 'additionalProperties' && typeof issue.params?.additionalProperty === 'string') {
    return issue.params.additionalProperty;
  }
  return path || contextNames[context ?? ''] || '请求';
}

export function validationMessage(issues: AjvIssue[], context?: string): string {
  const issue = issues[0];
  if (!issue) return '请求参数不正确';
  const field = fieldOf(issue, context);
  // "参数 pageSize ..." for a field, "请求体 ..." when the whole body or query is wrong
  const subject = issue.instancePath || issue.keyword === 'required' || issue.keyword === 'additionalProperties' ? `参数 ${field}` : field;
  const p = issue.params ?? {};
  switch (issue.keyword) {
    case 'required':
      return `缺少必填参数 ${field}`;
    case 'type': {
      const types = String(p.type ?? '').split(',');
      return `${subject} 应为${types.map((t) => typeNames[t] ?? t).join('或')}`;
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return `${subject} 不能小于 ${String(p.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${subject} 不能大于 ${String(p.limit)}`;
    case 'enum':
      return `${subject} 取值无效，可选值：${((p.allowedValues as unknown[] | undefined) ?? []).filter((v) => v !== '').join('、')}`;
    case 'minLength':
      return `${subject} 长度不能少于 ${String(p.limit)} 个字符`;
    case 'maxLength':
      return `${subject} 长度不能超过 ${String(p.limit)} 个字符`;
    case 'pattern':
    case 'format':
      return `${subject} 格式不正确`;
    case 'additionalProperties':
      return `不支持的参数 ${field}`;
    default:
      return `${subject} 不正确`;
  }
}
