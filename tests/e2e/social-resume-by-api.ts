// A complete social resume of a made-up person, saved through the API as the resume editor would save it: a
// photo uploaded, then the three parts (a bachelor's degree, three years of work, Beijing wanted).
import { idNumber, TINY_PNG } from './resume-helpers';
import type { PortalApi } from './portal-api';

export interface SocialPerson {
  name: string;
  /** term.gender: '1' man, '2' woman */
  gender: '1' | '2';
  /** YYYY-MM-DD; the ID number is made from it */
  birthday: string;
  mobile: string;
  email: string;
  major: string;
  /** YYYY-MM */
  enrolled: string;
  graduated: string;
}

export async function saveSocialResumeByApi(api: PortalApi, headers: Record<string, string>, person: SocialPerson): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'photo.png');
  const photo = await api<{ fileId: string }>('/portal/file/uploadImage', { raw: form, headers });
  const { version } = await api<{ version: number }>('/usercenter/rest/resume/edit', { headers });
  const basicInfo = {
    name: person.name, gender: person.gender, IDType: '1', IDCard: idNumber(person.birthday.replace(/-/g, ''), '110105', person.gender === '2' ? '124' : '123'), Birthday: person.birthday, nation: '01', politics: '13',
    Mobilephone: person.mobile, Email: person.email, photo: photo.fileId, residence: '110108', workYears: '3',
  };
  const values = {
    personal: { basicInfo },
    education: { educationList: [{ school: '示例大学', major: person.major, education: '20', degree: '4', startDate: person.enrolled, endDate: person.graduated }] },
    intention: { jobIntention: { expectedRegion: '110100' } },
  };
  await api('/usercenter/rest/resume/save', { body: { templateId: 'social', values, version }, headers });
}
